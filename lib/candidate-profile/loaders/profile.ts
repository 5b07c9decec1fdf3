import "server-only";
import type { CandidateWithProfile } from "@/lib/candidate-profile/contract";
import { requireRole } from "@/lib/auth/guards";
import { getCandidateProfile } from "@/lib/candidate-profile/service/profile";

/** The profile page's data (candidates only): the same shape GET candidate/get-profile returns. */
export async function loadCandidateProfile(): Promise<CandidateWithProfile> {
  return getCandidateProfile(await requireRole("Candidate"));
}
