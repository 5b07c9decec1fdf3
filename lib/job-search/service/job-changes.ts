// Each server hears every change to jobs from the database and drops what it cached (decision 0040):
// a visitor's job page (/job-page/<id>), the visitor listing, and shared searches. The migration
// `…_job_change_notices` sends the notices from triggers, so no write path (an edit, closing, renewal,
// moderation, report hiding, a task, a script) can forget them. A job that passes its apply-by date
// changes without a write: a sweep every SWEEP_INTERVAL_MS finds those.
import "server-only";
import { invalidatePagePrefix, invalidatePages } from "@/lib/cache/page-invalidations.mjs";
import { db } from "@/lib/db";
import { listenChannel, type ChannelListener } from "@/lib/db/listen";
import { logger } from "@/lib/log/logger";
import { bumpSearchGeneration, setSearchCacheLive } from "@/lib/job-search/service/search-cache";
import { VISITOR_JOB_PREFIX, VISITOR_LISTING_PREFIX } from "@/lib/job-search/service/visitor-listing";

export const JOB_CHANGE_CHANNEL = "job_changed";
export const SWEEP_INTERVAL_MS = 30_000;

type State = { listener: ChannelListener; sweep: ReturnType<typeof setInterval> };
const KEY = Symbol.for("staffing-portal.job-search.job-changes");
const store = globalThis as typeof globalThis & { [KEY]?: State };

/** What one notice makes stale: '<job id>' its page, 'new' no page, '*' (or a lost connection) every page. */
export function applyJobChange(payload: string | undefined, at = Date.now()): void {
  if (!payload) return;
  if (payload === "*") invalidatePagePrefix(`${VISITOR_JOB_PREFIX}/`, at);
  else if (payload !== "new") invalidatePages([`${VISITOR_JOB_PREFIX}/${payload}`], at);
  invalidatePagePrefix(`${VISITOR_LISTING_PREFIX}/`, at);
  bumpSearchGeneration();
}

/** Jobs whose apply-by date passed in (since, until]: their pages still say "Apply before". */
export async function sweepExpiredJobs(since: Date, until: Date): Promise<number> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "Job" WHERE "validThrough" > ${since} AND "validThrough" <= ${until}`;
  if (rows.length > 0) {
    const at = until.getTime();
    invalidatePages(
      rows.map((row) => `${VISITOR_JOB_PREFIX}/${row.id}`),
      at,
    );
    invalidatePagePrefix(`${VISITOR_LISTING_PREFIX}/`, at);
    bumpSearchGeneration();
  }
  return rows.length;
}

/** Starts listening (once per process); resolves when changes are heard. */
export async function startJobChangeListener(): Promise<void> {
  if (store[KEY]) return store[KEY].listener.ready;
  const listener = listenChannel(
    JOB_CHANGE_CHANNEL,
    { onNotice: (payload) => applyJobChange(payload), onGap: () => applyJobChange("*") },
    "job-change-listener",
  );
  let since = new Date();
  const sweep = setInterval(() => {
    const until = new Date();
    sweepExpiredJobs(since, until)
      .then(() => (since = until))
      .catch((error: unknown) => logger.warn({ error: error instanceof Error ? error.message : String(error) }, "expired-job sweep failed"));
  }, SWEEP_INTERVAL_MS);
  sweep.unref?.();
  store[KEY] = { listener, sweep };
  await listener.ready;
  setSearchCacheLive(true);
}

/** Stops listening (tests; the caches stop serving shared searches). */
export async function stopJobChangeListener(): Promise<void> {
  const state = store[KEY];
  if (!state) return;
  delete store[KEY];
  clearInterval(state.sweep);
  setSearchCacheLive(false);
  await state.listener.stop();
}
