// The precomputed top lists' sizes and locks (docs/decisions/0039). A candidate's list (TopJob) holds
// their best open jobs scoring at least 50, a job's (TopCandidate) its best discoverable candidates,
// at most TOP_LIST_SIZE each; the state rows (TopJobList, TopCandidateList) say whether a list may serve.
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { openJobSql } from "@/lib/job-search/service/lifecycle";

/** Rows a list keeps: five pages of matching candidates, five times the 20 recommendations. */
export const TOP_LIST_SIZE = 100;

/**
 * A list that lost rows (jobs closed, candidates gone) and is not complete is recomputed once it holds
 * fewer than this share of TOP_LIST_SIZE: below it, reads filtered further would often run short.
 */
export const SHRUNK_SHARE = 0.5;

/**
 * Advisory locks, one a kind of list. A recomputation of lists of that kind takes it shared; a spread
 * into lists of that kind (and its shortcut) takes it alone. So while a change is spread, no list of
 * the receiving kind is being computed from a snapshot taken before the change: a spread may then skip
 * lists still to be computed (they will see the change), and never has a computation overwrite it.
 */
export const CANDIDATE_LISTS_LOCK = 0x746f_706a; // "topj"
export const JOB_LISTS_LOCK = 0x746f_7063; // "topc"

export type Tx = Prisma.TransactionClient;

/** Transaction ids of the spread queue checked per run for changes every fresh list already holds. */
export const SETTLE_XIDS = 100;

/** A recomputation or a spread is one transaction: bounded by its batch, it may still walk many links. */
export const TOP_LIST_TX = { maxWait: 15_000, timeout: 120_000 };

/** Takes a kind's lock for this transaction without waiting (the task never waits for a lock). */
export async function tryListsLock(tx: Tx, key: number, mode: "shared" | "alone"): Promise<boolean> {
  const rows =
    mode === "shared"
      ? await tx.$queryRaw<{ ok: boolean }[]>`SELECT pg_try_advisory_xact_lock_shared(${key}::bigint) AS ok`
      : await tx.$queryRaw<{ ok: boolean }[]>`SELECT pg_try_advisory_xact_lock(${key}::bigint) AS ok`;
  return rows[0]?.ok === true;
}

/**
 * SQL: whether the job of the state row `l` (TopCandidateList) keeps a list: open, with skills, of an
 * approved employer. A subquery per claimed row, on purpose: joined, Postgres may walk every job in key
 * order to meet the few queued rows.
 */
export const jobOpenSql = (now: Date) => Prisma.sql`COALESCE((
  SELECT ${openJobSql(now)} AND j."skillWeight" > 0 AND e."status" = 'approved'
  FROM "Job" j JOIN "Employer" e ON e."id" = j."employerId" WHERE j."id" = l."jobId"), false)`;

/** SQL: the list `l` was computed from a snapshot that saw transaction `xid` (the `xmin` test first). */
export const listSawSql = (xid: Prisma.Sql) =>
  Prisma.sql`(l."computedXmin" > ${xid} OR COALESCE(pg_visible_in_snapshot(${xid}, l."computedSnapshot"), false))`;
