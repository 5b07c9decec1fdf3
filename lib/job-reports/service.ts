// "Report this job" (decisions.md section 12; docs/decisions/0023). The rules:
// - Anyone may report a public job (approved, not deleted, its employer approved; else 404), except the
//   job's own employer (403). One report per person and job: a logged-in user is `user:<id>`, a visitor
//   `ip:<HMAC of the address>` (the raw address is never stored); twice is 409 ALREADY_REPORTED, also
//   after an admin dismissed the first (the unique (jobId, reporterKey) stays), so the same people
//   cannot hide a job again and again.
// - 5 reports a day per address (logged in or not), then 429 with Retry-After.
// - Open reports (resolvedAt null) from REPORT_THRESHOLD different signed-in accounts (distinct
//   reporterId) hide the job (hiddenAt): it is then not open anywhere (openJobSql / openJobWhere,
//   isJobOpen). Visitors' reports are accepted, stored, rate-limited and listed for the admin, but do not
//   count toward hiding: a visitor is told apart only by address, and one person with three addresses
//   could otherwise hide a competitor's job (issue 29). Every self-registered account verified its e-mail
//   with the signup code, so an account is a verified e-mail. A report whose account was since purged
//   (reporterId set null) stops counting. The insert and the conditional hide run in one
//   transaction that first locks the job's row, so concurrent reports are counted one after another
//   (under READ COMMITTED each sees the ones before it) and the threshold is never missed; admins get
//   one in-app notification when the job is hidden. The employer is never told who reported.
// - Admins list reported jobs and dismiss the open reports (the job returns) or reject the job.
import { createHmac } from "node:crypto";
import { conflict, forbidden, notFound, tooManyRequests } from "@/lib/api/errors";
import type { ReportedJobJson, ResolvedReportsJson } from "@/lib/job-reports/contract";
import { getAuthSecret } from "@/lib/auth/secret";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { ReportReason, type ModerationStatus } from "@/lib/generated/prisma/enums";
import { assertAdmin } from "@/lib/admin/service/access";
import { decideJob } from "@/lib/moderation/service/decisions";
import type { Paged } from "@/lib/db/paged";
import { hit } from "@/lib/security/rate-limit";
import type { Tx } from "@/lib/transitions/transition";
import { ALREADY_REPORTED_MESSAGE, REPORT_REJECT_REASON, type ReportJobInput, type ReportListQuery, type ResolveReportsBody } from "@/lib/job-reports/schemas";

/** Open reports from this many different signed-in accounts hide a job (visitors' reports do not count). */
export const REPORT_THRESHOLD = 3;
export const REPORTS_PER_ADDRESS_PER_DAY = 5;
export const OWN_JOB_MESSAGE = "You cannot report your own job.";
export const NO_OPEN_REPORTS_MESSAGE = "This job has no open reports any more. Reload and try again.";

const JOB_NOT_FOUND_MESSAGE = "Job not found";
const DAY_MS = 86_400_000;
const LATEST_REPORTS = 5;

/**
 * A stable, secret-keyed stand-in for a client address: the same address always gives the same key,
 * but the key cannot be turned back into the address (nor guessed from it without AUTH_SECRET).
 */
export function addressKey(ip: string): string {
  return createHmac("sha256", getAuthSecret()).update(`job-report-address:${ip}`).digest("base64url");
}

/** Reports a public job (see the rules above); 201 with no body. */
export async function reportJob(
  viewer: SessionUser | null,
  { jobId, reason, details }: ReportJobInput,
  context: { ip: string; now?: Date },
): Promise<null> {
  const now = context.now ?? new Date();
  const job = await db.job.findFirst({
    where: { id: jobId, status: "approved", deletedAt: null, employer: { status: "approved" } },
    select: { id: true, employer: { select: { members: { where: { userId: viewer?.id ?? "" }, select: { id: true } } } } },
  });
  if (!job) throw notFound(JOB_NOT_FOUND_MESSAGE);
  if (viewer && job.employer.members.length > 0) throw forbidden(OWN_JOB_MESSAGE);

  const address = addressKey(context.ip);
  const limit = await hit({ key: `job-report:${address}`, limit: REPORTS_PER_ADDRESS_PER_DAY, windowMs: DAY_MS, now });
  if (!limit.ok) {
    const hours = Math.max(1, Math.ceil(limit.retryAfterSeconds / 3600));
    throw tooManyRequests(`You have sent several reports today. Please try again in ${hours} hour${hours === 1 ? "" : "s"}.`, limit.retryAfterSeconds);
  }

  // The person behind the report: the account when logged in, else the (hashed) address.
  const reporterKey = viewer ? `user:${viewer.id}` : `ip:${address}`;
  await db.$transaction(async (tx) => {
    // The lock serialises every report (and every admin decision) on this job; it also re-checks that
    // the job is still public, since a decision may have landed since the read above.
    const locked = await tx.$queryRaw<{ post: string }[]>`
      SELECT j."post" FROM "Job" j JOIN "Employer" e ON e."id" = j."employerId"
      WHERE j."id" = ${jobId} AND j."status" = 'approved' AND j."deletedAt" IS NULL AND e."status" = 'approved'
      FOR UPDATE OF j`;
    if (locked.length === 0) throw notFound(JOB_NOT_FOUND_MESSAGE);
    const already = await tx.jobReport.findUnique({ where: { jobId_reporterKey: { jobId, reporterKey } }, select: { id: true } });
    if (already) throw conflict(ALREADY_REPORTED_MESSAGE, "ALREADY_REPORTED");
    await tx.jobReport.create({
      data: { jobId, reporterKey, reporterId: viewer?.id ?? null, reason, details: details ?? null, createdAt: now },
    });
    // Conditional: only the report that reaches the threshold hides the job (and notifies, once).
    // count(DISTINCT "reporterId") skips visitors' reports (reporterId null).
    const hidden = await tx.$executeRaw`
      UPDATE "Job" SET "hiddenAt" = ${now}
      WHERE "id" = ${jobId} AND "hiddenAt" IS NULL
        AND (SELECT count(DISTINCT "reporterId") FROM "JobReport" WHERE "jobId" = ${jobId} AND "resolvedAt" IS NULL) >= ${REPORT_THRESHOLD}`;
    if (hidden > 0) await notifyAdmins(tx, locked[0].post);
  });
  return null;
}

async function notifyAdmins(tx: Tx, post: string): Promise<void> {
  const admins = await tx.user.findMany({ where: { role: "Admin", deletedAt: null }, select: { id: true } });
  if (admins.length === 0) return;
  await tx.notification.createMany({
    data: admins.map((admin) => ({
      userId: admin.id,
      kind: "job_reported",
      title: "A job was hidden after reports",
      body: `"${post}" is out of listings after reports from ${REPORT_THRESHOLD} people. Dismiss the reports or reject the job.`,
      link: "/admin/reports",
    })),
  });
}

type ReportedRow = {
  id: string;
  post: string;
  status: ModerationStatus;
  hiddenAt: Date | null;
  orgName: string;
  openReports: number;
  firstReportedAt: Date;
  lastReportedAt: Date;
};

type LatestRow = { jobId: string; reason: ReportReason; details: string | null; createdAt: Date; resolution: string | null };

const emptyReasons = () => Object.fromEntries(Object.values(ReportReason).map((r) => [r, 0])) as Record<ReportReason, number>;

/**
 * Reported jobs (not deleted), latest report first, one page read in SQL. `open` (default): jobs with
 * open reports, counted over those; `all`: every reported job, counted over all its reports.
 */
export async function listReports(admin: SessionUser, query: ReportListQuery): Promise<Paged<ReportedJobJson>> {
  assertAdmin(admin);
  const { page, limit } = query;
  const filter = query.status === "open" ? Prisma.sql`r."resolvedAt" IS NULL` : Prisma.sql`TRUE`;
  const [rows, totals] = await Promise.all([
    db.$queryRaw<ReportedRow[]>`
      SELECT j."id", j."post", j."status"::text AS "status", j."hiddenAt", e."orgName",
        (count(*) FILTER (WHERE r."resolvedAt" IS NULL))::int AS "openReports",
        min(r."createdAt") AS "firstReportedAt", max(r."createdAt") AS "lastReportedAt"
      FROM "JobReport" r
      JOIN "Job" j ON j."id" = r."jobId"
      JOIN "Employer" e ON e."id" = j."employerId"
      WHERE ${filter} AND j."deletedAt" IS NULL
      GROUP BY j."id", e."orgName"
      ORDER BY "lastReportedAt" DESC, j."id" DESC
      LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
    db.$queryRaw<{ total: number }[]>`
      SELECT count(DISTINCT r."jobId")::int AS "total"
      FROM "JobReport" r JOIN "Job" j ON j."id" = r."jobId"
      WHERE ${filter} AND j."deletedAt" IS NULL`,
  ]);
  const total = totals[0]?.total ?? 0;
  const ids = rows.map((row) => row.id);
  const [byReason, latest] = ids.length === 0 ? [[], []] : await Promise.all([reasonCounts(ids, filter), latestReports(ids, filter)]);

  const items = rows.map((row): ReportedJobJson => {
    const reasons = emptyReasons();
    for (const count of byReason) if (count.jobId === row.id) reasons[count.reason] = count.n;
    return {
      job: { id: row.id, post: row.post, orgName: row.orgName, status: row.status, underReview: row.hiddenAt !== null },
      openReports: row.openReports,
      reasons,
      reports: latest
        .filter((report) => report.jobId === row.id)
        .map((report) => ({
          reason: report.reason,
          details: report.details,
          createdAt: report.createdAt.toISOString(),
          resolution: report.resolution === "dismissed" || report.resolution === "rejected" ? report.resolution : null,
        })),
      firstReportedAt: row.firstReportedAt.toISOString(),
      lastReportedAt: row.lastReportedAt.toISOString(),
    };
  });
  return { items, total, page, limit, hasNextPage: page * limit < total };
}

function reasonCounts(ids: string[], filter: Prisma.Sql) {
  return db.$queryRaw<{ jobId: string; reason: ReportReason; n: number }[]>`
    SELECT r."jobId", r."reason"::text AS "reason", count(*)::int AS "n"
    FROM "JobReport" r WHERE r."jobId" IN (${Prisma.join(ids)}) AND ${filter}
    GROUP BY r."jobId", r."reason"`;
}

/** The latest few reports of each job on the page (never who sent them). */
function latestReports(ids: string[], filter: Prisma.Sql) {
  return db.$queryRaw<LatestRow[]>`
    SELECT "jobId", "reason", "details", "createdAt", "resolution" FROM (
      SELECT r."jobId", r."reason"::text AS "reason", r."details", r."createdAt", r."resolution",
        row_number() OVER (PARTITION BY r."jobId" ORDER BY r."createdAt" DESC, r."id" DESC) AS "n"
      FROM "JobReport" r WHERE r."jobId" IN (${Prisma.join(ids)}) AND ${filter}
    ) latest
    WHERE "n" <= ${LATEST_REPORTS}
    ORDER BY "createdAt" DESC`;
}

/**
 * Closes a job's open reports. dismiss: the reports are marked 'dismissed' and the job is listed again
 * (one transaction, under the job's row lock, so a report arriving meanwhile is either dismissed with
 * the rest or counted afresh after). reject: the job is rejected through the console's decision path
 * (decideJob: the conditional update, the AdminDecision row and the employer's mail), then the reports
 * are marked 'rejected'. decideJob runs its own transaction and takes none, so these are two steps; a
 * rejected job cannot get new reports (it is not public), and a retry after a failed second step finds
 * the job already rejected (decideJob changes nothing) and closes the reports then.
 * No open reports (someone decided already): 409 STALE_STATE; no such job: 404.
 */
export async function resolveReports(admin: SessionUser, jobId: string, { action }: ResolveReportsBody): Promise<ResolvedReportsJson> {
  assertAdmin(admin);
  const now = new Date();
  if (action === "dismiss") {
    const resolved = await db.$transaction(async (tx) => {
      await lockOpenReports(tx, jobId);
      const { count } = await tx.jobReport.updateMany({ where: { jobId, resolvedAt: null }, data: { resolvedAt: now, resolution: "dismissed" } });
      await tx.$executeRaw`UPDATE "Job" SET "hiddenAt" = NULL WHERE "id" = ${jobId}`;
      return count;
    });
    return result(jobId, action, resolved);
  }

  const job = await db.job.findFirst({ where: { id: jobId, deletedAt: null }, select: { status: true } });
  if (!job) throw notFound(JOB_NOT_FOUND_MESSAGE);
  if ((await db.jobReport.count({ where: { jobId, resolvedAt: null } })) === 0) throw conflict(NO_OPEN_REPORTS_MESSAGE, "STALE_STATE");
  await decideJob(admin, { id: jobId, from: job.status, status: "rejected", reason: REPORT_REJECT_REASON });
  const resolved = await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "Job" WHERE "id" = ${jobId} FOR UPDATE`;
    const { count } = await tx.jobReport.updateMany({ where: { jobId, resolvedAt: null }, data: { resolvedAt: now, resolution: "rejected" } });
    // Not hidden any more: the rejection keeps it out of listings, and an admin who approves it
    // again later has judged the reports.
    await tx.$executeRaw`UPDATE "Job" SET "hiddenAt" = NULL WHERE "id" = ${jobId}`;
    return count;
  });
  return result(jobId, action, resolved);
}

/** Locks the job's row; 404 when there is no such (live) job, 409 when it has no open reports. */
async function lockOpenReports(tx: Tx, jobId: string): Promise<void> {
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Job" WHERE "id" = ${jobId} AND "deletedAt" IS NULL FOR UPDATE`;
  if (locked.length === 0) throw notFound(JOB_NOT_FOUND_MESSAGE);
  if ((await tx.jobReport.count({ where: { jobId, resolvedAt: null } })) === 0) throw conflict(NO_OPEN_REPORTS_MESSAGE, "STALE_STATE");
}

async function result(jobId: string, action: ResolveReportsBody["action"], resolvedReports: number): Promise<ResolvedReportsJson> {
  const job = await db.job.findUniqueOrThrow({ where: { id: jobId }, select: { status: true, hiddenAt: true } });
  return { jobId, action, resolvedReports, status: job.status, underReview: job.hiddenAt !== null };
}
