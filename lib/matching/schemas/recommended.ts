import { z } from "zod";
import "zod-openapi";
import { pagingFields } from "@/lib/validations/common";

// The query of GET jobs/recommended (decisions.md section 14). Browser-safe: the home page's block asks
// for its few jobs with it.

/** At most this many recommendations (decisions.md section 14), also the default. */
export const RECOMMENDED_MAX = 20;

// The home page's few live in rules.ts: its block reads the number without loading zod.
export { HOME_RECOMMENDED } from "@/lib/matching/rules";

export const recommendedJobsQuerySchema = z.object({
  limit: pagingFields(RECOMMENDED_MAX, RECOMMENDED_MAX).limit.meta({ description: `1 to ${RECOMMENDED_MAX} (default ${RECOMMENDED_MAX}): the best that many.` }),
});

export type RecommendedJobsQuery = z.output<typeof recommendedJobsQuerySchema>;
