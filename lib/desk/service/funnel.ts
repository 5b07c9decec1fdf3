// The desk's funnel (decisions.md section 17; GET desk/reports/funnel): the submittals CREATED in the
// range [from, to] (India days; default the 90 days up to today), per recruiter, per company and in
// total, all counted in SQL in one pass (GROUPING SETS). Each step counts everyone who REACHED it
// (decisions.md section 20), so the funnel never goes up from one step to the next:
// - submitted: the candidate consented (answeredAt set, status submitted, accepted or rejected);
// - accepted: submitted, and the company accepted (the agency application exists);
// - interviewed / offered / hired: accepted, and the application reached that stage or a later one (an
//   ApplicationEvent into it or past it): a person hired from an offer without an interview counts as
//   interviewed too, one hired straight away as interviewed and offered;
// - the median days between consecutive steps (percentile_cont, rounded to 1 decimal): answeredAt ->
//   reviewedAt, reviewedAt -> the first event into interview, that -> the first into offered, that ->
//   the hire. Each step's time is the first event INTO it; a gap counts only people who went through
//   both steps (a skipped interview gives no accepted -> interviewed or interviewed -> offered time),
//   and a pair whose later step came first (offered before any interview, then interviewed) has none.
// A recruiter whose account is gone (recruiterId null) is one row, "Former recruiter".
import "server-only";
import { forbidden, invalidInput } from "@/lib/api/errors";
import type { DownloadFile } from "@/lib/api/download";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { FunnelJson, FunnelRow } from "@/lib/desk/contract/common";
import { funnelCsv, funnelFileName } from "@/lib/desk/rules/funnel-csv";
import { addDays, daysBetween, indiaToday } from "@/lib/desk/rules/placements";
import { FUNNEL_DEFAULT_DAYS, FUNNEL_MAX_DAYS, type FunnelQuery } from "@/lib/desk/schemas/common";

export const FORMER_RECRUITER = "Former recruiter";
export const RANGE_ORDER_MESSAGE = "The start must be on or before the end";

export type FunnelRange = { from: string; to: string };

/** The range asked for, with the defaults filled in; 400 when it runs backwards or is longer than FUNNEL_MAX_DAYS. */
export function funnelRange(query: { from?: string; to?: string }, now: Date = new Date()): FunnelRange {
  const to = query.to ?? indiaToday(now);
  const from = query.from ?? addDays(to, -(FUNNEL_DEFAULT_DAYS - 1));
  if (from > to) throw invalidInput({ to: RANGE_ORDER_MESSAGE });
  if (daysBetween(from, to) + 1 > FUNNEL_MAX_DAYS) throw invalidInput({ from: `Please choose a range of at most ${FUNNEL_MAX_DAYS} days` });
  return { from, to };
}

type AggregateRow = {
  level: number;
  id: string | null;
  name: string | null;
  submitted: number;
  accepted: number;
  interviewed: number;
  offered: number;
  hired: number;
  m1: number | null;
  m2: number | null;
  m3: number | null;
  m4: number | null;
};

// GROUPING("recruiterId", "employerId"): 1 = per recruiter, 2 = per company, 3 = the total (the SQL names them too).
const BY_RECRUITER = 1;
const BY_COMPANY = 2;
const TOTAL = 3;

function aggregate(range: FunnelRange): Promise<AggregateRow[]> {
  const start = new Date(`${range.from}T00:00:00+05:30`);
  const end = new Date(`${addDays(range.to, 1)}T00:00:00+05:30`);
  return db.$queryRaw<AggregateRow[]>`
    WITH steps AS (
      SELECT s."recruiterId", j."employerId",
        (s."answeredAt" IS NOT NULL AND s."status" IN ('submitted', 'accepted', 'rejected')) AS "submitted",
        (s."answeredAt" IS NOT NULL AND s."status" = 'accepted') AS "accepted",
        s."answeredAt", s."reviewedAt", ev."interviewAt", ev."offeredAt", ev."hiredAt"
      FROM "Submittal" s
      JOIN "Job" j ON j."id" = s."jobId"
      LEFT JOIN LATERAL (
        SELECT MIN(e."createdAt") FILTER (WHERE e."to" = 'interview') AS "interviewAt",
               MIN(e."createdAt") FILTER (WHERE e."to" = 'offered') AS "offeredAt",
               MIN(e."createdAt") FILTER (WHERE e."to" = 'hired') AS "hiredAt"
        FROM "ApplicationEvent" e
        WHERE e."applicationId" = s."applicationId" AND s."status" = 'accepted'
      ) ev ON TRUE
      WHERE s."createdAt" >= ${start} AND s."createdAt" < ${end}
    ),
    gaps AS (
      SELECT *,
        CASE WHEN "accepted" AND "reviewedAt" >= "answeredAt" THEN EXTRACT(EPOCH FROM "reviewedAt" - "answeredAt")::float8 / 86400 END AS "d1",
        CASE WHEN "accepted" AND "interviewAt" >= "reviewedAt" THEN EXTRACT(EPOCH FROM "interviewAt" - "reviewedAt")::float8 / 86400 END AS "d2",
        CASE WHEN "offeredAt" >= "interviewAt" THEN EXTRACT(EPOCH FROM "offeredAt" - "interviewAt")::float8 / 86400 END AS "d3",
        CASE WHEN "hiredAt" >= "offeredAt" THEN EXTRACT(EPOCH FROM "hiredAt" - "offeredAt")::float8 / 86400 END AS "d4"
      FROM steps
    ),
    agg AS (
      SELECT GROUPING(g."recruiterId", g."employerId")::int AS "level", g."recruiterId", g."employerId",
        (COUNT(*) FILTER (WHERE g."submitted"))::int AS "submitted",
        (COUNT(*) FILTER (WHERE g."accepted"))::int AS "accepted",
        (COUNT(*) FILTER (WHERE g."accepted" AND COALESCE(g."interviewAt", g."offeredAt", g."hiredAt") IS NOT NULL))::int AS "interviewed",
        (COUNT(*) FILTER (WHERE g."accepted" AND COALESCE(g."offeredAt", g."hiredAt") IS NOT NULL))::int AS "offered",
        (COUNT(*) FILTER (WHERE g."accepted" AND g."hiredAt" IS NOT NULL))::int AS "hired",
        ROUND((percentile_cont(0.5) WITHIN GROUP (ORDER BY g."d1"))::numeric, 1)::float8 AS "m1",
        ROUND((percentile_cont(0.5) WITHIN GROUP (ORDER BY g."d2"))::numeric, 1)::float8 AS "m2",
        ROUND((percentile_cont(0.5) WITHIN GROUP (ORDER BY g."d3"))::numeric, 1)::float8 AS "m3",
        ROUND((percentile_cont(0.5) WITHIN GROUP (ORDER BY g."d4"))::numeric, 1)::float8 AS "m4"
      FROM gaps g
      GROUP BY GROUPING SETS ((g."recruiterId"), (g."employerId"), ())
    )
    SELECT a."level", COALESCE(a."recruiterId", a."employerId") AS "id",
      CASE a."level" WHEN 1 THEN u."name" WHEN 2 THEN e."orgName" END AS "name",
      a."submitted", a."accepted", a."interviewed", a."offered", a."hired", a."m1", a."m2", a."m3", a."m4"
    FROM agg a
    LEFT JOIN "User" u ON u."id" = a."recruiterId"
    LEFT JOIN "Employer" e ON e."id" = a."employerId"
    ORDER BY a."level", a."submitted" DESC, 3, 2`;
}

const counts = (row: AggregateRow | undefined): Omit<FunnelRow, "id" | "name"> => ({
  submitted: row?.submitted ?? 0,
  accepted: row?.accepted ?? 0,
  interviewed: row?.interviewed ?? 0,
  offered: row?.offered ?? 0,
  hired: row?.hired ?? 0,
  medianDays: {
    submittedToAccepted: row?.m1 ?? null,
    acceptedToInterviewed: row?.m2 ?? null,
    interviewedToOffered: row?.m3 ?? null,
    offeredToHired: row?.m4 ?? null,
  },
});

/** GET desk/reports/funnel (Recruiter): the funnel of the range's submittals. */
export async function funnelReport(user: SessionUser, query: Pick<FunnelQuery, "from" | "to">, now: Date = new Date()): Promise<FunnelJson> {
  if (user.role !== "Recruiter") throw forbidden();
  const range = funnelRange(query, now);
  const rows = await aggregate(range);
  const rowsAt = (level: number, fallbackName: string) =>
    rows.filter((row) => row.level === level).map((row) => ({ id: row.id ?? "none", name: row.name ?? fallbackName, ...counts(row) }));
  return {
    ...range,
    total: counts(rows.find((row) => row.level === TOTAL)),
    byRecruiter: rowsAt(BY_RECRUITER, FORMER_RECRUITER),
    byCompany: rowsAt(BY_COMPANY, "Unknown company"),
  };
}

/** GET desk/reports/funnel?format=csv: the same report as a CSV download. */
export async function funnelCsvFile(user: SessionUser, query: Pick<FunnelQuery, "from" | "to">, now: Date = new Date()): Promise<DownloadFile> {
  const report = await funnelReport(user, query, now);
  return { bytes: new TextEncoder().encode(funnelCsv(report)), fileName: funnelFileName(report) };
}
