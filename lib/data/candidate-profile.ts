import "server-only";
import type { SessionUser } from "@/lib/auth/types";
import { getCandidateProfile } from "@/lib/services/candidate-profile";
import type { CandidateWithProfile } from "@/lib/validations/candidate-profile";

/** The profile page's data: the same shape GET candidate/get-profile returns. */
export function loadCandidateProfile(user: SessionUser): Promise<CandidateWithProfile> {
  return getCandidateProfile(user);
}
