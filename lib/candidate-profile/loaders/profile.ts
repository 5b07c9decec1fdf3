import "server-only";
import type { CandidateWithProfile } from "@/lib/candidate-profile/contract";
import { requireRole } from "@/lib/auth/guards";
import { getCandidateProfile } from "@/lib/candidate-profile/service/profile";
import { academicsLocked } from "@/lib/campus/service/students";

/** The profile page's data (candidates only): the same shape GET candidate/get-profile returns. */
export async function loadCandidateProfile(): Promise<CandidateWithProfile> {
  return getCandidateProfile(await requireRole("Candidate"));
}

/** Whether the candidate's institute verified their course, passing year and marks (the wizard shows them read-only). */
export async function loadAcademicsLocked(): Promise<boolean> {
  return academicsLocked((await requireRole("Candidate")).id);
}
