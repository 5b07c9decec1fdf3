// Recommended jobs (decisions.md section 14): the candidate's side of matching. The employer's side
// (matching candidates, invitations) is in ./candidates.ts.
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { recommendedJobsSchema } from "@/lib/matching/contract/recommended";
import { recommendedJobsQuerySchema } from "@/lib/matching/schemas/recommended";

export const getRecommendedJobs = defineOperation({
  id: "getRecommendedJobs",
  method: "GET",
  path: "/jobs/recommended",
  summary:
    "Open jobs matching the candidate's skills that they have not applied to, scoring at least 50: best first (score, " +
    "then more verified matched skills, then newest), at most `limit` (1 to 20, default 20). Each job carries its `match`. " +
    "A candidate without skills gets an empty list.",
  tag: "Matching",
  auth: ["Candidate"],
  query: recommendedJobsQuerySchema,
  response: recommendedJobsSchema,
  errors: [400],
});
