// The near-duplicate signal of a new job (decisions.md section 12, docs/decisions/0022): the job of the
// last 90 days, of any employer, whose post + description reads almost the same. Found once, when the
// job is posted, and stored in Job.duplicateOfId for the admin; it never refuses the post.
import type { Tx } from "@/lib/transitions/transition";

/** pg_trgm similarity of `post || ' ' || description` at or above which a job is a near-duplicate. */
export const NEAR_DUPLICATE_SIMILARITY = 0.9;
export const NEAR_DUPLICATE_WINDOW_DAYS = 90;

/**
 * The prefilter on the post: pg_trgm's `%` with this threshold instead of the default 0.3, set for the
 * transaction only. Measured on 100,000 bench jobs (npm run bench:jobs data, titles from a small
 * vocabulary, all within 90 days): 0.3 lets 6,000-20,000 rows through the Job_post_trgm_idx index and
 * the query takes 0.7-1 s; with 0.5 it takes p50 119 ms, p95 185 ms (30 posts). A copy keeps its title or barely touches it
 * ("Sr. Software Developer" 0.90, "Software Developer - Pune" 0.79, "Data Entry Operator (Work from
 * Home)" 0.57), so 0.5 still finds those.
 */
export const POST_PREFILTER_SIMILARITY = 0.5;

/**
 * The id of the most similar job created in the window before `now` (deleted jobs excepted), or null.
 * Runs inside the posting's transaction: the prefilter's threshold is local to it.
 *
 * Cost on a big table: `j."post" % post` is answered by the Job_post_trgm_idx GIN index, and only
 * those candidates of the last 90 days get the full similarity of post + description. The price: a
 * copy whose title was rewritten (post similarity under 0.5) is not found, acceptable for a signal.
 */
export async function findNearDuplicate(tx: Tx, job: { post: string; description: string }, now = new Date()): Promise<string | null> {
  const since = new Date(now.getTime() - NEAR_DUPLICATE_WINDOW_DAYS * 86_400_000);
  const text = `${job.post} ${job.description}`;
  await tx.$queryRaw`SELECT set_config('pg_trgm.similarity_threshold', ${String(POST_PREFILTER_SIMILARITY)}, true)`;
  // OFFSET 0 keeps the subquery as it is, so similarity is computed once per candidate, not again in the filter.
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT c."id" FROM (
      SELECT j."id", j."createdAt", similarity(j."post" || ' ' || j."description", ${text}) AS score
      FROM "Job" j
      WHERE j."post" % ${job.post}
        AND j."createdAt" > ${since}
        AND j."deletedAt" IS NULL
      OFFSET 0
    ) c
    WHERE c.score >= ${NEAR_DUPLICATE_SIMILARITY}::real
    ORDER BY c.score DESC, c."createdAt" DESC
    LIMIT 1`;
  return rows[0]?.id ?? null;
}
