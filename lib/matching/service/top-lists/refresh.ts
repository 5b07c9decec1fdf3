// One run of the top lists' upkeep (docs/decisions/0039): recompute dirty lists and spread changed
// owners into the other side's lists, in bounded batches, until nothing is left or the time budget is
// spent. An owner spread only in part (a list it touches was locked by a writer) waits for the next
// run instead of spinning; a second run at the same moment finds nothing more to do, and two runs at
// once split the work (claims are FOR UPDATE SKIP LOCKED).
import "server-only";
import { TOP_LIST_SIZE } from "@/lib/matching/service/top-lists/config";
import { recomputeCandidateLists, recomputeJobLists } from "@/lib/matching/service/top-lists/recompute";
import { spreadCandidates } from "@/lib/matching/service/top-lists/spread-candidates";
import { spreadJobs } from "@/lib/matching/service/top-lists/spread-jobs";
import type { SpreadResult } from "@/lib/matching/service/top-lists/spread-shared";

/** Lists recomputed per transaction (their owners' edits wait for it), owners spread per call. */
export const REFRESH_BATCH = 10;

/** A run that met only another run's locks waits this long before trying again. */
const BUSY_WAIT_MS = 100;

/** The every-minute task stops starting work after this long, so runs rarely overlap. */
export const REFRESH_BUDGET_MS = 45_000;

export type RefreshOptions = {
  now: Date;
  /** Rows a list keeps (tests use small lists); TOP_LIST_SIZE by default. */
  size?: number;
  batch?: number;
  budgetMs?: number;
};

export type RefreshCounts = {
  /** Ids of the lists recomputed and of the owners whose change was spread, this run. */
  candidateLists: string[];
  jobLists: string[];
  jobsSpread: string[];
  candidatesSpread: string[];
  /** Owners spread only in part (a list they touch was locked): still queued. */
  unfinished: number;
};

/** What a queue's claim answers: recomputed lists' ids, or spread owners (null: the lock was taken). */
type Claimed = string | SpreadResult;
type Claim = (after: string) => Promise<Claimed[] | null>;

/**
 * Claims from a queue after the run's cursor for it, then once more from the start. A queue is walked in
 * id order: claiming from the start every time would step over the index entries of the rows already
 * done (dead until vacuumed) again and again, quadratic in a long run such as a first build.
 */
async function fromCursor(cursor: { after: string }, claim: Claim): Promise<Claimed[] | null> {
  let items = await claim(cursor.after);
  if (items === null) return null;
  if (items.length === 0 && cursor.after !== "") items = await claim((cursor.after = ""));
  if (items === null) return null;
  const last = items.at(-1);
  if (last !== undefined) cursor.after = typeof last === "string" ? last : last.id;
  return items;
}

/**
 * Runs until no work is left, or the budget is spent; answers what it did. A queue found empty is not
 * polled again in the run (what is marked meanwhile waits for the next run, a minute later): polling
 * four queues after every batch cost a long run half its time. A queue whose lock another run holds
 * stays open.
 */
export async function refreshTopLists({ now, size = TOP_LIST_SIZE, batch = REFRESH_BATCH, budgetMs = REFRESH_BUDGET_MS }: RefreshOptions): Promise<RefreshCounts> {
  const deadline = Date.now() + budgetMs;
  const counts: RefreshCounts = { candidateLists: [], jobLists: [], jobsSpread: [], candidatesSpread: [], unfinished: 0 };
  // A list recomputed is no longer dirty and an owner spread in full no longer queued: only owners
  // spread in part are skipped for the rest of the run.
  const unfinished: string[] = [];
  const options = { now, size, batch };
  const queues: { cursor: { after: string }; open: boolean; claim: Claim; done: string[] }[] = [
    { cursor: { after: "" }, open: true, claim: (after: string) => recomputeCandidateLists({ ...options, after }), done: counts.candidateLists },
    { cursor: { after: "" }, open: true, claim: (after: string) => recomputeJobLists({ ...options, after }), done: counts.jobLists },
    { cursor: { after: "" }, open: true, claim: (after: string) => spreadJobs({ ...options, after, skip: unfinished }), done: counts.jobsSpread },
    { cursor: { after: "" }, open: true, claim: (after: string) => spreadCandidates({ ...options, after, skip: unfinished }), done: counts.candidatesSpread },
  ];
  while (queues.some((queue) => queue.open) && Date.now() < deadline) {
    let progress = 0;
    for (const queue of queues.filter((q) => q.open)) {
      // null: another run holds the lock of that kind of list; the queue stays open.
      const items = await fromCursor(queue.cursor, queue.claim);
      if (items?.length === 0) queue.open = false;
      progress += items?.length ?? 0;
      for (const item of items ?? []) {
        if (typeof item === "string") queue.done.push(item);
        else {
          queue.done.push(item.id);
          if (!item.done) unfinished.push(item.id);
        }
      }
    }
    // Only locks another run holds were met: let it work a moment.
    if (progress === 0) await new Promise((resolve) => setTimeout(resolve, BUSY_WAIT_MS));
  }
  counts.unfinished = unfinished.length;
  return counts;
}

/** The run's line for the admin's Tasks page. */
export function describeRefresh(counts: RefreshCounts): string {
  const n = (list: unknown[], word: string) => `${list.length} ${word}${list.length === 1 ? "" : "s"}`;
  const parts = [
    `Recomputed ${n(counts.candidateLists, "candidate list")} and ${n(counts.jobLists, "job list")}`,
    `spread ${n(counts.jobsSpread, "job")} and ${n(counts.candidatesSpread, "candidate")}`,
  ];
  if (counts.unfinished > 0) parts.push(`${counts.unfinished} left for the next run`);
  return parts.join("; ");
}
