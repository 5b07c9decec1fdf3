import "server-only";
// Reads for the candidate's "Recommended for you" view of Find Jobs (/candidate/findjobs?view=recommended).
import { requireRole } from "@/lib/auth/guards";
import type { RecommendedJob } from "@/lib/matching/contract/recommended";
import { RECOMMENDED_MAX } from "@/lib/matching/schemas/recommended";
import { recommendedJobs } from "@/lib/matching/service/recommended";
import { getCandidateSkills } from "@/lib/skills/service/candidate-skills";

export type RecommendedView = {
  jobs: RecommendedJob[];
  /** Whether the candidate has any skill: the empty list then says "add skills" or "nothing yet". */
  hasSkills: boolean;
};

/** The candidate's recommended jobs (all 20) and whether they have skills at all. */
export async function loadRecommendedJobs(): Promise<RecommendedView> {
  const user = await requireRole("Candidate");
  const [{ jobs }, skills] = await Promise.all([
    recommendedJobs(user, { limit: RECOMMENDED_MAX }),
    getCandidateSkills(user.id),
  ]);
  return { jobs, hasSkills: skills.length > 0 };
}
