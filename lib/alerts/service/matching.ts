// Which jobs match which alerts, in SQL (decisions.md section 11): a job matches an alert when it is
// open and every filter the alert sets matches, the way the job search (lib/job-search/service/search.ts
// conditions()) filters: search = full text OR partial post, post exact case-insensitive,
// qualification via qualificationKeys, location case-insensitive, minSalary via salaryYearlyMax,
// skills as any of the alert's skillIds among the job's JobSkill rows.
// Here the filter values are the alert's columns, so one statement serves thousands of alerts.
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { parseEmploymentType, parseHiringProcess } from "@/lib/job-search/rules/employment-types";
import { openJobSql } from "@/lib/job-search/service/lifecycle";
import type { AlertFilterColumns } from "@/lib/alerts/service/serialize";

/**
 * The open jobs `n` (of approved employers) to match, with the lower-cased keys the filters compare,
 * computed once per job rather than once per (alert, job) pair.
 */
function openJobs(now: Date, where: Prisma.Sql) {
  return Prisma.sql`
    SELECT j."id", j."post", e."orgName", j."city", j."state", j."openedAt", j."searchVector", j."employmentType",
           j."hiringProcess", j."qualificationKeys", j."salaryYearlyMax", j."workplaceType",
           lower(j."post") AS "postKey", lower(j."country") AS "countryKey", lower(j."state") AS "stateKey", lower(j."city") AS "cityKey"
    FROM "Job" j JOIN "Employer" e ON e."id" = j."employerId"
    WHERE ${openJobSql(now)} AND e."status" = 'approved' AND ${where}`;
}

/**
 * The alerts `a` that may be mailed (confirmed, not paused, of this frequency) with their recipient
 * and, once per alert, the search as a tsquery and the lower-cased keys. MATERIALIZED where used, so
 * Postgres does not inline them back into the per-pair condition.
 */
function sendableAlerts(frequency: "instant" | "daily" | "weekly", extra: Prisma.Sql = Prisma.empty) {
  return Prisma.sql`
    SELECT a."id", a."name", a."cursor", a."lastSentAt", a."search", a."employmentType", a."hiringProcess", a."post",
           a."qualification", a."country", a."state", a."city", a."minSalary", a."workplaceType", a."skillIds",
           COALESCE(u."email", a."email") AS "recipient",
           websearch_to_tsquery('english', a."search") AS "tsq", lower(a."search") AS "searchKey", lower(a."post") AS "postKey",
           lower(a."qualification") AS "qualificationKey", lower(a."country") AS "countryKey", lower(a."state") AS "stateKey",
           lower(a."city") AS "cityKey"
    FROM "JobAlert" a LEFT JOIN "User" u ON u."id" = a."userId"
    WHERE a."frequency" = ${frequency}::"AlertFrequency" AND a."status" = 'active' AND a."paused" = false
      -- An account whose owner asked for its deletion gets no more mail (decisions.md section 12).
      AND (a."userId" IS NULL OR u."deletionRequestedAt" IS NULL) ${extra}`;
}

/**
 * The alert `a` matches the job `n`; every unset filter (NULL) matches anything. The same rules as the
 * search: strpos on the lower-cased post is ILIKE '%search%' with the wildcards taken literally, and
 * equal lower-cased posts are its ILIKE without wildcards.
 */
const alertMatchesJob = Prisma.sql`
  (a."searchKey" IS NULL OR n."searchVector" @@ a."tsq" OR strpos(n."postKey", a."searchKey") > 0)
  AND (a."employmentType" IS NULL OR n."employmentType" = a."employmentType")
  AND (a."hiringProcess" IS NULL OR n."hiringProcess" = a."hiringProcess")
  AND (a."postKey" IS NULL OR n."postKey" = a."postKey")
  AND (a."qualificationKey" IS NULL OR n."qualificationKeys" @> ARRAY[a."qualificationKey"])
  AND (a."countryKey" IS NULL OR n."countryKey" = a."countryKey")
  AND (a."stateKey" IS NULL OR n."stateKey" = a."stateKey")
  AND (a."cityKey" IS NULL OR n."cityKey" = a."cityKey")
  AND (a."minSalary" IS NULL OR n."salaryYearlyMax" >= a."minSalary")
  AND (a."workplaceType" IS NULL OR n."workplaceType" = a."workplaceType")
  AND (cardinality(a."skillIds") = 0
       OR EXISTS (SELECT 1 FROM "JobSkill" js WHERE js."jobId" = n."id" AND js."skillId" = ANY(a."skillIds")))`;

/** Direction (a): the active, unpaused instant alerts the job matches (none when the job is not open). */
export async function instantAlertsForJob(jobId: string, now: Date = new Date()): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    WITH a AS MATERIALIZED (${sendableAlerts("instant")}),
    n AS MATERIALIZED (${openJobs(now, Prisma.sql`j."id" = ${jobId}`)})
    SELECT a."id" FROM a, n WHERE ${alertMatchesJob}
    ORDER BY a."id"`;
  return rows.map((r) => r.id);
}

/** A new (alert, job) pair recorded in AlertDelivery, with what its mail needs. */
export type InstantMatch = {
  alertId: string;
  alertName: string;
  recipient: string;
  jobId: string;
  post: string;
  orgName: string;
  city: string;
  state: string;
};

/**
 * The instant run: every job opened in (since, now] that is still open, against every sendable
 * instant alert; the pairs are inserted into AlertDelivery and only the newly inserted ones come
 * back (a pair already delivered, by an earlier or a concurrent run, is never returned twice).
 */
export async function recordInstantMatches(since: Date, now: Date): Promise<InstantMatch[]> {
  return db.$queryRaw<InstantMatch[]>`
    WITH a AS MATERIALIZED (${sendableAlerts("instant")}),
    n AS MATERIALIZED (${openJobs(now, Prisma.sql`j."openedAt" > ${since} AND j."openedAt" <= ${now}`)}),
    inserted AS (
      INSERT INTO "AlertDelivery" ("alertId", "jobId", "sentAt")
      SELECT a."id", n."id", ${now} FROM a, n
      WHERE a."recipient" IS NOT NULL AND ${alertMatchesJob}
      ON CONFLICT DO NOTHING
      RETURNING "alertId", "jobId"
    )
    SELECT i."alertId", a."name" AS "alertName", a."recipient", i."jobId", n."post", n."orgName", n."city", n."state"
    FROM inserted i JOIN a ON a."id" = i."alertId" JOIN n ON n."id" = i."jobId"
    ORDER BY i."alertId", n."openedAt", n."id"`;
}

export type DigestJob = { id: string; post: string; orgName: string; city: string; state: string };

export type DigestCandidate = AlertFilterColumns & {
  alertId: string;
  name: string;
  recipient: string;
  cursor: Date;
  lastSentAt: Date | null;
  /** The newest matches, at most `listed`. */
  jobs: DigestJob[];
  /** Every new match (listed or not). */
  total: number;
};

/**
 * Direction (b), for digests: per sendable alert of `frequency` whose mail key for this period is
 * free, the open jobs that opened after its cursor and up to `now`, not yet delivered to it: the
 * newest `listed` and the count of all. Alerts with nothing new are left out of `candidates`.
 * Batches go by (cursor, id), so the alerts of one batch share a window of new jobs (`n`, read once
 * per batch through the openedAt index), whatever the age of other alerts' cursors.
 */
export async function digestCandidates(opts: {
  frequency: "daily" | "weekly";
  now: Date;
  /** The period's mail key is `${keyPrefix}${alertId}${keySuffix}`: alerts whose key is taken are skipped. */
  keyPrefix: string;
  keySuffix: string;
  after: { cursor: Date; id: string } | null;
  batch: number;
  listed: number;
}): Promise<{ candidates: DigestCandidate[]; next: { cursor: Date; id: string } | null }> {
  const { frequency, now, after, batch, listed, keyPrefix, keySuffix } = opts;
  const keyset = after ? Prisma.sql`AND (a."cursor", a."id") > (${after.cursor}, ${after.id})` : Prisma.empty;
  const rows = await db.$queryRaw<(DigestCandidate & { matched: boolean })[]>`
    WITH a AS MATERIALIZED (
      ${sendableAlerts(frequency, Prisma.sql`AND a."cursor" < ${now} ${keyset}
        AND NOT EXISTS (SELECT 1 FROM "MailReceipt" r WHERE r."key" = ${keyPrefix} || a."id" || ${keySuffix})`)}
      ORDER BY a."cursor", a."id" LIMIT ${batch}
    ),
    n AS MATERIALIZED (${openJobs(now, Prisma.sql`j."openedAt" > (SELECT min("cursor") FROM a) AND j."openedAt" <= ${now}`)}),
    -- What these alerts already got of these jobs (normally nothing: a job reaches a digest once, and
    -- only an alert switched from instant has more), read once per batch rather than probed per pair.
    dl AS MATERIALIZED (
      SELECT d."alertId", array_agg(d."jobId") AS "jobIds" FROM "AlertDelivery" d
      WHERE d."alertId" IN (SELECT "id" FROM a) AND d."jobId" IN (SELECT "id" FROM n)
      GROUP BY d."alertId"
    )
    SELECT a."id" AS "alertId", a."name", a."recipient", a."cursor", a."lastSentAt",
           a."search", a."employmentType"::text AS "employmentType", a."hiringProcess"::text AS "hiringProcess", a."post",
           a."qualification", a."country", a."state", a."city", a."minSalary", a."workplaceType"::text AS "workplaceType",
           a."skillIds", m."total" > 0 AS "matched", m."total", COALESCE(m."jobs", '[]'::json) AS "jobs"
    FROM a LEFT JOIN dl ON dl."alertId" = a."id"
    CROSS JOIN LATERAL (
      SELECT COUNT(*)::int AS "total",
             (json_agg(json_build_object('id', x."id", 'post', x."post", 'orgName', x."orgName", 'city', x."city", 'state', x."state")
                ORDER BY x."openedAt" DESC, x."id" DESC) FILTER (WHERE x."rank" <= ${listed})) AS "jobs"
      FROM (
        SELECT n."id", n."post", n."orgName", n."city", n."state", n."openedAt",
               row_number() OVER (ORDER BY n."openedAt" DESC, n."id" DESC) AS "rank"
        FROM n
        WHERE n."openedAt" > a."cursor" AND ${alertMatchesJob}
          AND n."id" <> ALL (COALESCE(dl."jobIds", '{}'::text[]))
      ) x
    ) m
    ORDER BY a."cursor", a."id"`;
  const last = rows.at(-1);
  return {
    // Raw SQL answers the enums' database spellings ('Full Time'); the query uses the enum values.
    candidates: rows
      .filter((r) => r.matched && r.recipient !== null)
      .map((r) => ({
        ...r,
        employmentType: r.employmentType && parseEmploymentType(r.employmentType),
        hiringProcess: r.hiringProcess && parseHiringProcess(r.hiringProcess),
      })),
    // The lateral answers one row per alert of the batch, so a full batch means more may follow.
    next: rows.length === batch && last ? { cursor: last.cursor, id: last.alertId } : null,
  };
}
