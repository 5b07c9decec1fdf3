// Which jobs match which alerts, in SQL (decisions.md section 11): a job matches an alert when it is
// open and every filter the alert sets matches, the way the job search (lib/services/jobs-search.ts
// conditions()) filters: search = full text OR partial post, post exact case-insensitive,
// qualification via qualificationKeys, location case-insensitive, minSalary via salaryYearlyMax.
// Here the filter values are the alert's columns, so one statement serves thousands of alerts.
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { openJobSql } from "@/lib/jobs/lifecycle";
import type { AlertFilterColumns } from "@/lib/services/alerts/serialize";

/** SQL LIKE escaping of a column (the same as escapeLike in lib/jobs/sql.ts, in SQL). */
const likeEscaped = (column: Prisma.Sql) => Prisma.sql`replace(replace(replace(${column}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;

/**
 * The alert `a` (with `tsq`, its search as a tsquery, computed once per alert) matches the job `j`
 * of the employer `e`. Every unset filter (NULL) matches anything.
 */
const alertMatchesJob = Prisma.sql`
  (a."search" IS NULL OR j."searchVector" @@ a."tsq" OR j."post" ILIKE '%' || ${likeEscaped(Prisma.sql`a."search"`)} || '%')
  AND (a."employmentType" IS NULL OR j."employmentType" = a."employmentType")
  AND (a."hiringProcess" IS NULL OR j."hiringProcess" = a."hiringProcess")
  AND (a."post" IS NULL OR j."post" ILIKE ${likeEscaped(Prisma.sql`a."post"`)})
  AND (a."qualification" IS NULL OR j."qualificationKeys" @> ARRAY[lower(a."qualification")])
  AND (a."country" IS NULL OR lower(j."country") = lower(a."country"))
  AND (a."state" IS NULL OR lower(j."state") = lower(a."state"))
  AND (a."city" IS NULL OR lower(j."city") = lower(a."city"))
  AND (a."minSalary" IS NULL OR j."salaryYearlyMax" >= a."minSalary")
  AND (a."workplaceType" IS NULL OR j."workplaceType" = a."workplaceType")`;

// The alerts' CTE is MATERIALIZED so each alert's tsquery is parsed once, not once per (alert, job) pair.

/** The alerts `a` that may be mailed: confirmed, not paused, of this frequency; with their tsquery and recipient. */
function sendableAlerts(frequency: "instant" | "daily" | "weekly", extra: Prisma.Sql = Prisma.empty) {
  return Prisma.sql`
    SELECT a.*, websearch_to_tsquery('english', a."search") AS "tsq", COALESCE(u."email", a."email") AS "recipient"
    FROM "JobAlert" a LEFT JOIN "User" u ON u."id" = a."userId"
    WHERE a."frequency" = ${frequency}::"AlertFrequency" AND a."status" = 'active' AND a."paused" = false ${extra}`;
}

/** Direction (a): the active, unpaused instant alerts the job matches (none when the job is not open). */
export async function instantAlertsForJob(jobId: string, now: Date = new Date()): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    WITH a AS MATERIALIZED (${sendableAlerts("instant")})
    SELECT a."id" FROM a, "Job" j JOIN "Employer" e ON e."id" = j."employerId"
    WHERE j."id" = ${jobId} AND ${openJobSql(now)} AND e."status" = 'approved' AND ${alertMatchesJob}
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
    inserted AS (
      INSERT INTO "AlertDelivery" ("alertId", "jobId", "sentAt")
      SELECT a."id", j."id", ${now}
      FROM "Job" j JOIN "Employer" e ON e."id" = j."employerId", a
      WHERE j."openedAt" > ${since} AND j."openedAt" <= ${now} AND ${openJobSql(now)} AND e."status" = 'approved'
        AND a."recipient" IS NOT NULL AND ${alertMatchesJob}
      ON CONFLICT DO NOTHING
      RETURNING "alertId", "jobId"
    )
    SELECT i."alertId", al."name" AS "alertName", COALESCE(u."email", al."email") AS "recipient",
           i."jobId", j."post", e."orgName", j."city", j."state"
    FROM inserted i
    JOIN "JobAlert" al ON al."id" = i."alertId" LEFT JOIN "User" u ON u."id" = al."userId"
    JOIN "Job" j ON j."id" = i."jobId" JOIN "Employer" e ON e."id" = j."employerId"
    ORDER BY i."alertId", j."openedAt", j."id"`;
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
 * Direction (b), for digests: per sendable alert of `frequency` (ids after `afterId`, `batch` at a
 * time, skipping those whose mail key for this period is taken), the open jobs that opened after
 * its cursor and up to `now`, not yet delivered to it: the newest `listed` and the count of all.
 * Alerts with nothing new are not returned.
 */
export async function digestCandidates(opts: {
  frequency: "daily" | "weekly";
  now: Date;
  keyPrefix: string;
  keySuffix: string;
  afterId: string;
  batch: number;
  listed: number;
}): Promise<{ candidates: DigestCandidate[]; lastId: string | null }> {
  const { frequency, now, keyPrefix, keySuffix, afterId, batch, listed } = opts;
  const rows = await db.$queryRaw<(DigestCandidate & { matched: boolean })[]>`
    WITH a AS (
      ${sendableAlerts(frequency, Prisma.sql`AND a."id" > ${afterId}
        AND NOT EXISTS (SELECT 1 FROM "MailReceipt" r WHERE r."key" = ${keyPrefix} || a."id" || ${keySuffix})`)}
      ORDER BY a."id" LIMIT ${batch}
    )
    SELECT a."id" AS "alertId", a."name", a."recipient", a."cursor", a."lastSentAt",
           a."search", a."employmentType"::text AS "employmentType", a."hiringProcess"::text AS "hiringProcess", a."post",
           a."qualification", a."country", a."state", a."city", a."minSalary", a."workplaceType"::text AS "workplaceType", m."total" > 0 AS "matched", m."total", COALESCE(m."jobs", '[]'::json) AS "jobs"
    FROM a
    CROSS JOIN LATERAL (
      SELECT COUNT(*)::int AS "total",
             (json_agg(json_build_object('id', n."id", 'post', n."post", 'orgName', n."orgName", 'city', n."city", 'state', n."state")
                ORDER BY n."openedAt" DESC, n."id" DESC) FILTER (WHERE n."rank" <= ${listed})) AS "jobs"
      FROM (
        SELECT j."id", j."post", e."orgName", j."city", j."state", j."openedAt",
               row_number() OVER (ORDER BY j."openedAt" DESC, j."id" DESC) AS "rank"
        FROM "Job" j JOIN "Employer" e ON e."id" = j."employerId"
        WHERE j."openedAt" > a."cursor" AND j."openedAt" <= ${now} AND ${openJobSql(now)} AND e."status" = 'approved'
          AND ${alertMatchesJob}
          AND NOT EXISTS (SELECT 1 FROM "AlertDelivery" d WHERE d."alertId" = a."id" AND d."jobId" = j."id")
      ) n
    ) m
    ORDER BY a."id"`;
  return {
    candidates: rows.filter((r) => r.matched && r.recipient !== null),
    // The lateral answers one row per alert of the batch, so a full batch means more may follow.
    lastId: rows.length === batch ? rows[rows.length - 1].alertId : null,
  };
}
