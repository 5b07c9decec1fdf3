// Job reports through their route handlers and actions (decisions.md section 12; docs/decisions/0023):
// reports from 3 different signed-in accounts hide a job (out of search and the sitemap, apply 409
// JOB_CLOSED); visitors' reports are kept for the admin but never hide one (issue 29),
// one report per person (users by account, visitors by a hash of their address, never the address),
// 5 a day per address, concurrent reports never miss the threshold, dismiss lists the job again and
// later reports count afresh, reject rejects the job with a logged reason and the employer's mail, the
// console list, and who may call what.
import { describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/types";
import type { Handler } from "@/tests/helpers/call-route";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
const request = vi.hoisted(() => ({ ip: "198.51.100.1" }));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": request.ip }) }));
const { session } = await import("@/tests/helpers/mock-guards");

const { db } = await import("@/lib/db");
const { mailsTo } = await import("@/tests/helpers/outbox");
const { createCandidate, createEmployer, createJob, createUser } = await import("@/tests/factories");
const { callRoute } = await import("@/tests/helpers/call-route");
const reportRoute = await import("@/app/api/v1/jobs/[id]/report/route");
const reportsRoute = await import("@/app/api/v1/admin/reports/route");
const resolveRoute = await import("@/app/api/v1/admin/reports/[jobId]/route");
const getJobRoute = await import("@/app/api/v1/jobs/get-job/[id]/route");
const applyRoute = await import("@/app/api/v1/applications/create-application/route");
const { listedJobsForSitemap, searchJobs } = await import("@/lib/job-search/service/search");
const { jobSearchQuerySchema } = await import("@/lib/job-search/schemas");
const { addressKey } = await import("@/lib/job-reports/service");
const { pendingCounts } = await import("@/lib/moderation/service/lists");
const { REPORT_REJECT_REASON } = await import("@/lib/job-reports/schemas");
const { reportJobAction, resolveReportsAction } = await import("@/lib/job-reports/actions");

type Reporter = SessionUser | { ip: string };
type ReportedJob = {
  job: { id: string; post: string; orgName: string; status: string; underReview: boolean };
  openReports: number;
  reasons: Record<string, number>;
  reports: Record<string, unknown>[];
  firstReportedAt: string;
  lastReportedAt: string;
};

let counter = 0;
/** A fresh address for each logged-in reporter, so the per-address limit only bites where a test wants it. */
const nextIp = () => {
  counter += 1;
  return `10.77.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
};
const word = () => `Reportville${Date.now().toString(36)}${++counter}`;

function report(by: Reporter, jobId: string, body: unknown = { reason: "scam" }) {
  const as = "ip" in by ? null : by;
  const ip = "ip" in by ? by.ip : nextIp();
  return callRoute(reportRoute.POST as Handler, { as, ip, method: "POST", path: `/api/v1/jobs/${jobId}/report`, params: { id: jobId }, body });
}

function resolve(as: SessionUser | null, jobId: string, action: string) {
  return callRoute(resolveRoute.PATCH as Handler, { as, method: "PATCH", path: `/api/v1/admin/reports/${jobId}`, params: { jobId }, body: { action } });
}

function list(as: SessionUser | null, query: Record<string, string> = {}) {
  return callRoute(reportsRoute.GET as Handler, { as, path: `/api/v1/admin/reports?${new URLSearchParams(query).toString()}` });
}

/** An open job in an invented city (so the search can look for it alone) and its employer. */
async function openJob() {
  const city = word();
  const { user: owner, employer } = await createEmployer({ city });
  const job = await createJob({ employerId: employer.id, post: `Data Entry Operator ${city}` });
  return { city, owner, job };
}

async function listed(city: string, jobId: string) {
  const found = await searchJobs(jobSearchQuerySchema.parse({ city }));
  const inSitemap = (await listedJobsForSitemap()).some((j) => j.id === jobId);
  return { search: found.jobs.some((j) => j.id === jobId), sitemap: inSitemap };
}

const people = async (n: number) => Promise.all(Array.from({ length: n }, async () => (await createCandidate()).user));

describe("POST jobs/{id}/report", () => {
  it("2 accounts leave the job listed; the 3rd hides it: out of search and sitemap, under review, apply 409", async () => {
    const { city, job } = await openJob();
    const admin = await createUser({ role: "Admin" });
    const [a, b, c] = await people(3);

    const first = await report(a, job.id, { reason: "fee", details: "  They asked for a registration fee of 5000.  " });
    expect(first).toMatchObject({ status: 201, body: { success: true, message: "Thanks — our team will review this job.", response: null } });
    expect((await report(b, job.id, { reason: "scam" })).status).toBe(201);
    expect(await listed(city, job.id)).toEqual({ search: true, sitemap: true });
    expect((await db.job.findUniqueOrThrow({ where: { id: job.id } })).hiddenAt).toBeNull();

    expect((await report(c, job.id, { reason: "misleading" })).status).toBe(201);
    expect(await listed(city, job.id)).toEqual({ search: false, sitemap: false });
    const shown = await callRoute(getJobRoute.GET as Handler, { as: null, path: `/api/v1/jobs/get-job/${job.id}`, params: { id: job.id } });
    expect(shown.body.response).toMatchObject({ id: job.id, isOpen: false, underReview: true });

    const { user: candidate } = await createCandidate({ complete: true });
    const applied = await callRoute(applyRoute.POST as Handler, { as: candidate, method: "POST", body: { jobId: job.id } });
    expect(applied).toMatchObject({ status: 409, body: { code: "JOB_CLOSED" } });

    const stored = await db.jobReport.findMany({ where: { jobId: job.id }, orderBy: { createdAt: "asc" } });
    expect(stored.map((r) => r.reason)).toEqual(["fee", "scam", "misleading"]);
    expect(stored[0].details).toBe("They asked for a registration fee of 5000.");
    expect(stored[0]).toMatchObject({ reporterKey: `user:${a.id}`, reporterId: a.id });
    // The admin hears of it once, in the app; the employer hears nothing.
    expect(await db.notification.findMany({ where: { userId: admin.id }, select: { kind: true, link: true } })).toEqual([
      { kind: "job_reported", link: "/admin/reports" },
    ]);
  });

  it("visitors' reports are kept and listed but never hide a job: three addresses leave it listed, three accounts hide it (issue 29)", async () => {
    const { city, job } = await openJob();
    const admin = await createUser({ role: "Admin" });
    // One person with three addresses: three visitors as far as the server can tell.
    for (const ip of ["203.0.113.21", "203.0.113.22", "203.0.113.23"]) {
      expect((await report({ ip }, job.id, { reason: "scam", details: `Seen from ${ip}` })).status).toBe(201);
    }
    expect(await listed(city, job.id)).toEqual({ search: true, sitemap: true });
    expect((await db.job.findUniqueOrThrow({ where: { id: job.id } })).hiddenAt).toBeNull();
    const shown = await callRoute(getJobRoute.GET as Handler, { as: null, path: `/api/v1/jobs/get-job/${job.id}`, params: { id: job.id } });
    expect(shown.body.response).toMatchObject({ id: job.id, isOpen: true, underReview: false });
    // Stored and shown to the admin all the same; no "job hidden" notification.
    expect(await db.jobReport.count({ where: { jobId: job.id, reporterId: null } })).toBe(3);
    const item = ((await list(admin, { limit: "100" })).body.response as ReportedJob[]).find((i) => i.job.id === job.id);
    expect(item).toMatchObject({ openReports: 3, reasons: { scam: 3 }, job: { underReview: false } });
    expect(item?.reports.map((r) => r.details).sort()).toEqual(["Seen from 203.0.113.21", "Seen from 203.0.113.22", "Seen from 203.0.113.23"]);
    expect(await db.notification.count({ where: { userId: admin.id, kind: "job_reported" } })).toBe(0);

    // Signed-in accounts count: the visitors' three do not make two accounts enough, three are.
    const [a, b, c] = await people(3);
    expect((await report(a, job.id)).status).toBe(201);
    expect((await report(b, job.id)).status).toBe(201);
    expect(await listed(city, job.id)).toEqual({ search: true, sitemap: true });
    expect((await report(c, job.id)).status).toBe(201);
    expect(await listed(city, job.id)).toEqual({ search: false, sitemap: false });
    expect(await db.notification.count({ where: { userId: admin.id, kind: "job_reported" } })).toBe(1);
  });

  it("one report per person: a user twice or a visitor's address twice is 409 ALREADY_REPORTED", async () => {
    const { job } = await openJob();
    const [user] = await people(1);
    expect((await report(user, job.id)).status).toBe(201);
    // The same account from another address is still the same person.
    expect(await report(user, job.id, { reason: "other" })).toMatchObject({
      status: 409,
      body: { success: false, code: "ALREADY_REPORTED", message: "You have already reported this job." },
    });
    expect((await report({ ip: "192.0.2.10" }, job.id)).status).toBe(201);
    expect((await report({ ip: "192.0.2.10" }, job.id)).body).toMatchObject({ code: "ALREADY_REPORTED" });
    expect((await report({ ip: "192.0.2.11" }, job.id)).status).toBe(201);
    expect(await db.jobReport.count({ where: { jobId: job.id } })).toBe(3);
  });

  it("keys a visitor by a secret hash of the address and never stores the address", async () => {
    const { job } = await openJob();
    const ip = "192.0.2.200";
    expect((await report({ ip }, job.id)).status).toBe(201);
    const row = await db.jobReport.findFirstOrThrow({ where: { jobId: job.id } });
    expect(row.reporterKey).toBe(`ip:${addressKey(ip)}`);
    expect(row.reporterId).toBeNull();
    expect(addressKey(ip)).not.toBe(addressKey("192.0.2.201"));
    const limits = await db.rateLimit.findMany({ where: { key: { startsWith: "job-report:" } }, select: { key: true } });
    expect(limits.length).toBeGreaterThan(0);
    expect(JSON.stringify([row, limits])).not.toContain(ip);
  });

  it("allows 5 reports a day per address (logged in or not), then 429 RATE_LIMITED with Retry-After", async () => {
    const jobs = await Promise.all(Array.from({ length: 6 }, async () => (await openJob()).job));
    const ip = "192.0.2.50";
    const [user] = await people(1);
    for (const job of jobs.slice(0, 4)) expect((await report({ ip }, job.id)).status).toBe(201);
    // A logged-in user at that address shares its quota.
    expect((await callRoute(reportRoute.POST as Handler, { as: user, ip, method: "POST", params: { id: jobs[4].id }, body: { reason: "scam" } })).status).toBe(201);
    const refused = await report({ ip }, jobs[5].id);
    expect(refused).toMatchObject({ status: 429, body: { success: false, code: "RATE_LIMITED" } });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await db.jobReport.count({ where: { jobId: jobs[5].id } })).toBe(0);
    // Another address is not limited.
    expect((await report({ ip: "192.0.2.51" }, jobs[5].id)).status).toBe(201);
  });

  it("concurrent reports never miss the threshold, and hide the job once", async () => {
    const admin = await createUser({ role: "Admin" });
    // Several jobs, each with one report and then the 2nd and 3rd at once: without the row lock each
    // of the two could count only itself and the first (READ COMMITTED) and neither would hide the job.
    const rounds = await Promise.all(
      Array.from({ length: 6 }, async () => ({ ...(await openJob()), reporters: await people(4) })),
    );
    for (const { job, reporters } of rounds) expect((await report(reporters[0], job.id)).status).toBe(201);
    const answers = await Promise.all(rounds.flatMap(({ job, reporters }) => [report(reporters[1], job.id), report(reporters[2], job.id)]));
    expect(answers.map((r) => r.status)).toEqual(Array(12).fill(201));
    const hidden = await db.job.findMany({ where: { id: { in: rounds.map((r) => r.job.id) } }, select: { hiddenAt: true } });
    expect(hidden.every((j) => j.hiddenAt !== null)).toBe(true);
    expect((await listed(rounds[0].city, rounds[0].job.id)).search).toBe(false);
    // A 4th report of a hidden job changes nothing: one notification per hidden job.
    expect((await report(rounds[0].reporters[3], rounds[0].job.id)).status).toBe(201);
    expect(await db.notification.count({ where: { userId: admin.id, kind: "job_reported" } })).toBe(rounds.length);
  });

  it("the same person reporting twice at once gets one 201 and one 409 ALREADY_REPORTED", async () => {
    const { job } = await openJob();
    const [user] = await people(1);
    const answers = await Promise.all([report(user, job.id), report(user, job.id), report(user, job.id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(answers.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(["ALREADY_REPORTED", "ALREADY_REPORTED"]);
  });

  it("404 for a job that is not public, 403 for its own employer, 400 for a bad body", async () => {
    const [user] = await people(1);
    const pending = await createJob("pending");
    const deleted = await createJob({ deletedAt: new Date() });
    const { employer } = await createEmployer("pending");
    const ofPendingEmployer = await createJob({ employerId: employer.id });
    for (const id of [pending.id, deleted.id, ofPendingEmployer.id, "no-such-job"]) {
      expect(await report(user, id), id).toMatchObject({ status: 404, body: { code: "NOT_FOUND", message: "Job not found" } });
    }
    const { owner, job } = await openJob();
    expect(await report(owner, job.id)).toMatchObject({ status: 403, body: { code: "FORBIDDEN", message: "You cannot report your own job." } });

    expect(await report(user, job.id, { reason: "spam" })).toMatchObject({ status: 400, body: { code: "VALIDATION", errors: { reason: "Please choose a reason" } } });
    expect(await report(user, job.id, {})).toMatchObject({ status: 400, body: { errors: { reason: "Please choose a reason" } } });
    expect(await report(user, job.id, { reason: "other", details: "x".repeat(1001) })).toMatchObject({
      status: 400,
      body: { errors: { details: "Please keep the details under 1000 characters" } },
    });
    expect((await report(user, job.id, { reason: "other", details: "x".repeat(1000) })).status).toBe(201);
  });
});

async function hiddenJob() {
  const setup = await openJob();
  const reporters = await people(3);
  for (const [i, person] of reporters.entries()) {
    expect((await report(person, setup.job.id, { reason: i === 0 ? "fee" : "scam", details: i === 0 ? "Asked for money" : undefined })).status).toBe(201);
  }
  expect((await listed(setup.city, setup.job.id)).search).toBe(false);
  return { ...setup, reporters };
}

describe("PATCH admin/reports/{jobId}", () => {
  it("dismiss closes the open reports and lists the job again; later reports count afresh", async () => {
    const admin = await createUser({ role: "Admin" });
    const { city, job, reporters } = await hiddenJob();

    const dismissed = await resolve(admin, job.id, "dismiss");
    expect(dismissed).toMatchObject({
      status: 200,
      body: { success: true, response: { jobId: job.id, action: "dismiss", resolvedReports: 3, status: "approved", underReview: false } },
    });
    expect(await listed(city, job.id)).toEqual({ search: true, sitemap: true });
    const rows = await db.jobReport.findMany({ where: { jobId: job.id } });
    expect(rows.every((r) => r.resolvedAt !== null && r.resolution === "dismissed")).toBe(true);
    // Nothing open any more: a second decision is stale.
    expect(await resolve(admin, job.id, "dismiss")).toMatchObject({ status: 409, body: { code: "STALE_STATE" } });
    expect(await resolve(admin, job.id, "reject")).toMatchObject({ status: 409, body: { code: "STALE_STATE" } });

    // The earlier reporters cannot report it again; two new people do not hide it, a third does.
    expect((await report(reporters[0], job.id)).body).toMatchObject({ code: "ALREADY_REPORTED" });
    const fresh = await people(3);
    expect((await report(fresh[0], job.id)).status).toBe(201);
    expect((await report(fresh[1], job.id)).status).toBe(201);
    expect((await listed(city, job.id)).search).toBe(true);
    expect((await report(fresh[2], job.id)).status).toBe(201);
    expect((await listed(city, job.id)).search).toBe(false);
  });

  it("reject rejects the job (logged with the reason, the employer mailed) and closes the reports", async () => {
    const admin = await createUser({ role: "Admin" });
    const { owner, job } = await hiddenJob();

    const rejected = await resolve(admin, job.id, "reject");
    expect(rejected).toMatchObject({ status: 200, body: { response: { action: "reject", resolvedReports: 3, status: "rejected", underReview: false } } });
    const decision = await db.adminDecision.findFirstOrThrow({ where: { jobId: job.id } });
    expect(decision).toMatchObject({ adminId: admin.id, status: "rejected", reason: REPORT_REJECT_REASON });
    const mail = mailsTo(owner.email).at(-1);
    expect(mail?.text).toContain(REPORT_REJECT_REASON);
    // The employer's mail never names a reporter.
    expect(mail?.text).not.toMatch(/@test\.example/);
    const rows = await db.jobReport.findMany({ where: { jobId: job.id } });
    expect(rows.every((r) => r.resolution === "rejected" && r.resolvedAt !== null)).toBe(true);
    const shown = await callRoute(getJobRoute.GET as Handler, { as: null, path: `/api/v1/jobs/get-job/${job.id}`, params: { id: job.id } });
    expect(shown.status).toBe(404);
    const [late] = await people(1);
    expect((await report(late, job.id)).status).toBe(404);
  });

  it("404 for an unknown or deleted job, 400 for an unknown action", async () => {
    const admin = await createUser({ role: "Admin" });
    expect((await resolve(admin, "no-such-job", "dismiss")).status).toBe(404);
    expect((await resolve(admin, "no-such-job", "reject")).status).toBe(404);
    const { job } = await hiddenJob();
    expect(await resolve(admin, job.id, "approve")).toMatchObject({ status: 400, body: { errors: { action: "Action must be dismiss or reject" } } });
    await db.job.update({ where: { id: job.id }, data: { deletedAt: new Date() } });
    expect((await resolve(admin, job.id, "dismiss")).status).toBe(404);
  });
});

describe("GET admin/reports", () => {
  it("lists jobs with open reports, latest report first, with counts by reason and no reporter identity", async () => {
    const admin = await createUser({ role: "Admin" });
    const older = await hiddenJob();
    const newer = await openJob();
    const [someone] = await people(1);
    expect((await report(someone, newer.job.id, { reason: "duplicate" })).status).toBe(201);

    const res = await list(admin, { limit: "100" });
    expect(res.status).toBe(200);
    const items = res.body.response as ReportedJob[];
    const ids = items.map((item) => item.job.id);
    expect(ids.indexOf(newer.job.id)).toBeLessThan(ids.indexOf(older.job.id));
    const item = items.find((i) => i.job.id === older.job.id)!;
    expect(item).toMatchObject({
      job: { id: older.job.id, post: older.job.post, status: "approved", underReview: true },
      openReports: 3,
      reasons: { scam: 2, fee: 1, misleading: 0, duplicate: 0, other: 0 },
    });
    expect(item.reports).toHaveLength(3);
    expect(Object.keys(item.reports[0]).sort()).toEqual(["createdAt", "details", "reason", "resolution"]);
    expect(item.reports[0].resolution).toBeNull();
    expect(item.reports.map((r) => r.details)).toContain("Asked for money");
    expect(JSON.stringify(res.body)).not.toMatch(/user:|ip:|reporter/);
    expect(Number(res.headers.get("x-total-count"))).toBe(items.length);
    // The console's overview tile counts the same jobs.
    expect((await pendingCounts(admin)).reports).toBe(items.length);

    // Paged in SQL: one a page.
    const first = await list(admin, { limit: "1" });
    expect((first.body.response as ReportedJob[]).map((i) => i.job.id)).toEqual([ids[0]]);
    expect((await list(admin, { limit: "1", page: "2" })).body.response).toEqual([items[1]]);

    // Dismissed: gone from the open list, kept under status=all with the resolution.
    expect((await resolve(admin, older.job.id, "dismiss")).status).toBe(200);
    expect(((await list(admin, { limit: "100" })).body.response as ReportedJob[]).some((i) => i.job.id === older.job.id)).toBe(false);
    const all = (await list(admin, { status: "all", limit: "100" })).body.response as ReportedJob[];
    const kept = all.find((i) => i.job.id === older.job.id)!;
    expect(kept).toMatchObject({ openReports: 0, job: { underReview: false } });
    expect(kept.reports.every((r) => r.resolution === "dismissed")).toBe(true);
    expect((await list(admin, { status: "closed" })).status).toBe(400);
  });
});

describe("who may decide", () => {
  it("the admin calls are for admins: 401 for visitors, 403 for other roles, actions too", async () => {
    const { job } = await hiddenJob();
    const [candidate] = await people(1);
    const { user: employer } = await createEmployer();
    expect((await list(null)).status).toBe(401);
    expect((await list(candidate)).status).toBe(403);
    expect((await resolve(null, job.id, "dismiss")).status).toBe(401);
    expect((await resolve(employer, job.id, "dismiss")).status).toBe(403);

    session.user = candidate;
    expect(await resolveReportsAction({ jobId: job.id, action: "dismiss" })).toMatchObject({ ok: false, status: 403 });
    expect((await db.job.findUniqueOrThrow({ where: { id: job.id } })).hiddenAt).not.toBeNull();
    session.user = await createUser({ role: "Admin" });
    expect(await resolveReportsAction({ jobId: job.id, action: "dismiss" })).toMatchObject({ ok: true, data: { resolvedReports: 3 } });
  });

  it("the report action: a visitor by address, the toast's message, ALREADY_REPORTED a second time", async () => {
    const { job } = await openJob();
    session.user = null;
    request.ip = "192.0.2.123";
    expect(await reportJobAction({ jobId: job.id, reason: "scam" })).toEqual({ ok: true, data: null, message: "Thanks — our team will review this job." });
    expect(await reportJobAction({ jobId: job.id, reason: "other" })).toMatchObject({ ok: false, code: "ALREADY_REPORTED", status: 409 });
    expect((await db.jobReport.findFirstOrThrow({ where: { jobId: job.id } })).reporterKey).toBe(`ip:${addressKey("192.0.2.123")}`);
    expect(await reportJobAction({ jobId: job.id, reason: "nope" as "scam" })).toMatchObject({ ok: false, code: "VALIDATION" });
  });
});
