// The employer's side of the job lifecycle (issue 14, decisions.md section 10): posting with open-for
// days, salary and workplace; closing (filled/cancelled) and renewing through the API routes and the
// server actions; ownership (404), roles (403), states that cannot change (409), and races.
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import type { JobJson } from "@/lib/job-search/service/serialize";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
const { session } = await import("@/tests/helpers/mock-guards");

const { db } = await import("@/lib/db");
const { createEmployer, createJob, createUser } = await import("@/tests/factories");
const { call, validJob } = await import("@/tests/employer/helpers");
const listJobRoute = await import("@/app/api/v1/jobs/list-job/route");
const closeRoute = await import("@/app/api/v1/jobs/[id]/close/route");
const renewRoute = await import("@/app/api/v1/jobs/[id]/renew/route");
const { closeJobAction, renewJobAction } = await import("@/lib/job-posting/actions");
const { searchJobs } = await import("@/lib/job-search/service/search");
const { jobSearchQuerySchema } = await import("@/lib/job-search/schemas");

const DAY = 86_400_000;
const post = (as: Parameters<typeof call>[1]["as"], body: unknown) => call(listJobRoute.POST, { as, method: "POST", body });
const close = (as: Parameters<typeof call>[1]["as"], id: string, body: unknown = { reason: "filled" }) =>
  call(closeRoute.POST, { as, method: "POST", params: { id }, body });
const renew = (as: Parameters<typeof call>[1]["as"], id: string, body: unknown = { days: 30 }) =>
  call(renewRoute.POST, { as, method: "POST", params: { id }, body });

/** An approved employer with one job of its own (approved and open unless told otherwise). */
async function ownJob(job: Parameters<typeof createJob>[0] & object = {}) {
  const { user, employer } = await createEmployer();
  const row = await createJob({ employerId: employer.id, ...job });
  return { user, employer, job: row };
}

/** Whether the public search lists the job (its post is a unique word). */
async function listed(word: string, id: string) {
  const result = await searchJobs(jobSearchQuerySchema.parse({ search: word }));
  return result.jobs.some((j) => j.id === id);
}

describe("jobs/list-job: open-for days, salary and workplace", () => {
  it("stores the defaults: 30 days, no salary, on-site", async () => {
    const { user } = await createEmployer();
    const { status, body } = await post(user, validJob);
    expect(status).toBe(201);
    const job = body.response as JobJson;
    expect(job).toMatchObject({ workplaceType: "on_site", salary: null, validThrough: null, isOpen: false, closedAt: null });
    const row = await db.job.findUniqueOrThrow({ where: { id: job.id } });
    expect(row).toMatchObject({ validForDays: 30, salaryMin: null, salaryYearlyMax: null, validThrough: null });
  });

  it("stores form text as numbers, max defaulting to min, INR, and the yearly top of the range", async () => {
    const { user } = await createEmployer();
    const body = {
      ...validJob,
      validForDays: "14",
      workplaceType: "hybrid",
      salary: { min: "50000", max: "", currency: "", unit: "MONTH" },
    };
    const { status, body: answer } = await post(user, body);
    expect(status).toBe(201);
    expect(answer.response).toMatchObject({ workplaceType: "hybrid", salary: { min: 50000, max: 50000, currency: "INR", unit: "MONTH" } });
    const row = await db.job.findUniqueOrThrow({ where: { id: (answer.response as JobJson).id } });
    expect(row).toMatchObject({ validForDays: 14, salaryMax: 50000, salaryCurrency: "INR", salaryUnit: "MONTH", salaryYearlyMax: 600000 });
  });

  it("stores an hourly range in another currency; an all-blank salary group is no salary", async () => {
    const { user } = await createEmployer();
    const hourly = await post(user, { ...validJob, post: "Tutor", workplaceType: "remote", salary: { min: 20, max: 35, currency: "USD", unit: "HOUR" } });
    expect(hourly.status).toBe(201);
    const row = await db.job.findUniqueOrThrow({ where: { id: (hourly.body.response as JobJson).id } });
    expect(row).toMatchObject({ workplaceType: "remote", salaryMin: 20, salaryMax: 35, salaryCurrency: "USD", salaryYearlyMax: 35 * 2080 });

    const blank = await post(user, { ...validJob, post: "Clerk", salary: { min: "", max: " ", currency: "INR", unit: "YEAR" } });
    expect(blank.status).toBe(201);
    expect((blank.body.response as JobJson).salary).toBeNull();
  });

  it.each([
    [{ validForDays: 6 }, "validForDays", "Please choose between 7 and 90 days"],
    [{ validForDays: "91" }, "validForDays", "Please choose between 7 and 90 days"],
    [{ validForDays: 7.5 }, "validForDays", "Please choose a whole number of days"],
    [{ validForDays: "abc" }, "validForDays", "Please choose between 7 and 90 days"],
    [{ workplaceType: "moon" }, "workplaceType", "Workplace must be on-site, hybrid or remote"],
    [{ salary: { max: 10, unit: "YEAR" } }, "salary", "Minimum salary is required when you give a salary"],
    [{ salary: { min: -1, unit: "YEAR" } }, "salary", "Salary cannot be negative"],
    [{ salary: { min: 10.5, unit: "YEAR" } }, "salary", "Salary must be a whole number"],
    [{ salary: { min: 10, max: 5, unit: "YEAR" } }, "salary", "Maximum salary cannot be less than the minimum"],
    [{ salary: { min: 10, currency: "inr", unit: "YEAR" } }, "salary", "Currency must be a three-letter code in capitals, such as INR"],
    [{ salary: { min: 10, currency: "RUPEE", unit: "YEAR" } }, "salary", "Currency must be a three-letter code in capitals, such as INR"],
    [{ salary: { min: 10 } }, "salary", "Please choose per year, per month or per hour"],
    [{ salary: { min: 10, unit: "WEEK" } }, "salary", "Please choose per year, per month or per hour"],
    [{ salary: { min: 50_001, unit: "HOUR" } }, "salary", "Salary per hour must be at most 50000"],
    [{ salary: { min: 1, max: 10_000_001, unit: "MONTH" } }, "salary", "Salary per month must be at most 10000000"],
    [{ salary: { min: 100_000_001, unit: "YEAR" } }, "salary", "Salary per year must be at most 100000000"],
    [{ salary: "lots" }, "salary", "Salary must be an object { min, max?, currency?, unit }"],
  ])("refuses %j with 400 and a clear message", async (extra, field, message) => {
    const { user, employer } = await createEmployer();
    const { status, body } = await post(user, { ...validJob, ...extra });
    expect(status).toBe(400);
    expect(body.code).toBe("VALIDATION");
    expect(body.errors?.[field]).toBe(message);
    expect(await db.job.count({ where: { employerId: employer.id } })).toBe(0);
  });
});

describe("jobs/{id}/close", () => {
  it("closes the owner's open job as filled: closedAt now, not open, gone from the search", async () => {
    const word = `closeword${randomUUID().slice(0, 8)}`;
    const { user, job } = await ownJob({ post: `Welder ${word}` });
    expect(await listed(word, job.id)).toBe(true);
    const before = Date.now();
    const { status, body } = await close(user, job.id, { reason: "filled" });
    expect(status).toBe(200);
    expect(body.message).toBe("Job closed");
    expect(body.response).toMatchObject({ id: job.id, isOpen: false, closeReason: "filled" });
    const closedAt = new Date((body.response as JobJson).closedAt!).getTime();
    expect(closedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(await listed(word, job.id)).toBe(false);
  });

  it("closes a job past its date that the expire-jobs task has not closed yet", async () => {
    const { user, job } = await ownJob({ validThrough: new Date(Date.now() - DAY) });
    const { status, body } = await close(user, job.id, { reason: "cancelled" });
    expect(status).toBe(200);
    expect(body.response).toMatchObject({ closeReason: "cancelled", isOpen: false });
  });

  it("answers 409 INVALID_TRANSITION for a pending, rejected or already closed job, changing nothing", async () => {
    const { user, employer } = await createEmployer();
    const pending = await createJob({ employerId: employer.id, status: "pending" });
    const rejected = await createJob({ employerId: employer.id, status: "rejected" });
    const closed = await createJob({ employerId: employer.id, closedAt: new Date(Date.now() - DAY), closeReason: "expired" });
    const cases = [
      [pending.id, "This job is still waiting for approval, so it cannot be closed. You can delete it instead."],
      [rejected.id, "This job was rejected, so it cannot be closed. You can delete it instead."],
      [closed.id, "This job is already closed."],
    ] as const;
    for (const [id, message] of cases) {
      const { status, body } = await close(user, id);
      expect(status).toBe(409);
      expect(body).toMatchObject({ success: false, code: "INVALID_TRANSITION", message });
    }
    expect(await db.job.findUniqueOrThrow({ where: { id: closed.id } })).toMatchObject({ closeReason: "expired" });
    expect(await db.job.findUniqueOrThrow({ where: { id: pending.id } })).toMatchObject({ closedAt: null });
  });

  it("is 404 for another employer's job and a deleted one, 403 for a candidate, 401 logged out", async () => {
    const { job } = await ownJob();
    const { user: other } = await createEmployer();
    expect((await close(other, job.id)).status).toBe(404);
    const { user, job: deleted } = await ownJob({ deletedAt: new Date() });
    expect((await close(user, deleted.id)).status).toBe(404);
    expect((await close(user, "no-such-job")).status).toBe(404);
    expect((await close(await createUser({ role: "Candidate" }), job.id)).status).toBe(403);
    expect((await close(null, job.id)).status).toBe(401);
    expect(await db.job.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({ closedAt: null });
  });

  it.each([[{}], [{ reason: "expired" }], [{ reason: "done" }]])("refuses the body %j with 400", async (body) => {
    const { user, job } = await ownJob();
    const answer = await close(user, job.id, body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.reason).toBe("Please choose why the job is closing: filled or cancelled");
  });

  it("of two concurrent closes exactly one wins; the other gets 409", async () => {
    const { user, job } = await ownJob();
    const answers = await Promise.all([close(user, job.id, { reason: "filled" }), close(user, job.id, { reason: "cancelled" })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!.body.response as JobJson;
    expect((await db.job.findUniqueOrThrow({ where: { id: job.id } })).closeReason).toBe(winner.closeReason);
  });
});

describe("jobs/{id}/renew", () => {
  it("extends an open job to now + days, keeping openedAt", async () => {
    const openedAt = new Date(Date.now() - 5 * DAY);
    const { user, job } = await ownJob({ openedAt, validThrough: new Date(Date.now() + 2 * DAY) });
    const before = Date.now();
    const { status, body } = await renew(user, job.id, { days: "60" });
    expect(status).toBe(200);
    expect(body.message).toBe("Job renewed");
    const validThrough = new Date((body.response as JobJson).validThrough!).getTime();
    expect(validThrough).toBeGreaterThanOrEqual(before + 60 * DAY);
    expect(validThrough).toBeLessThanOrEqual(Date.now() + 60 * DAY);
    const row = await db.job.findUniqueOrThrow({ where: { id: job.id } });
    expect(row.openedAt?.getTime()).toBe(openedAt.getTime());
    expect(row.status).toBe("approved");
  });

  it("reopens a closed job: listed again by the search, closedAt and closeReason cleared, openedAt now", async () => {
    const word = `renewword${randomUUID().slice(0, 8)}`;
    const { user, job } = await ownJob({ post: `Fitter ${word}`, openedAt: new Date(Date.now() - 20 * DAY) });
    expect((await close(user, job.id)).status).toBe(200);
    expect(await listed(word, job.id)).toBe(false);
    const before = Date.now();
    const { status, body } = await renew(user, job.id, { days: 7 });
    expect(status).toBe(200);
    expect(body.response).toMatchObject({ isOpen: true, closedAt: null, closeReason: null, status: "approved" });
    expect(await listed(word, job.id)).toBe(true);
    const row = await db.job.findUniqueOrThrow({ where: { id: job.id } });
    expect(row.openedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("reopens an expired job (closed by the task or only past its date)", async () => {
    const { user, employer } = await createEmployer();
    const byTask = await createJob({ employerId: employer.id, validThrough: new Date(Date.now() - 3 * DAY), closedAt: new Date(Date.now() - 3 * DAY), closeReason: "expired" });
    const pastDate = await createJob({ employerId: employer.id, validThrough: new Date(Date.now() - DAY), openedAt: new Date(Date.now() - 40 * DAY) });
    for (const job of [byTask, pastDate]) {
      const { status, body } = await renew(user, job.id, { days: 14 });
      expect(status).toBe(200);
      expect(body.response).toMatchObject({ isOpen: true, closeReason: null });
      expect((await db.job.findUniqueOrThrow({ where: { id: job.id } })).openedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
  });

  it("answers 409 INVALID_TRANSITION for a pending or rejected job", async () => {
    const { user, employer } = await createEmployer();
    const pending = await createJob({ employerId: employer.id, status: "pending" });
    const rejected = await createJob({ employerId: employer.id, status: "rejected" });
    const a = await renew(user, pending.id);
    expect(a.status).toBe(409);
    expect(a.body).toMatchObject({ code: "INVALID_TRANSITION", message: "This job is still waiting for approval. It opens for the days you chose once it is approved." });
    const b = await renew(user, rejected.id);
    expect(b.status).toBe(409);
    expect(b.body).toMatchObject({ code: "INVALID_TRANSITION", message: "This job was rejected, so it cannot be renewed." });
    expect((await db.job.findUniqueOrThrow({ where: { id: pending.id } })).validThrough).toBeNull();
  });

  it("is 404 for another employer's or a deleted job, 403 for a candidate and for a company no longer approved", async () => {
    const { job } = await ownJob();
    const { user: other } = await createEmployer();
    expect((await renew(other, job.id)).status).toBe(404);
    const { user, job: deleted } = await ownJob({ deletedAt: new Date() });
    expect((await renew(user, deleted.id)).status).toBe(404);
    expect((await renew(await createUser({ role: "Candidate" }), job.id)).status).toBe(403);
    const { user: rejectedCompany, job: hidden } = await ownJob();
    await db.employer.update({ where: { userId: rejectedCompany.id }, data: { status: "rejected" } });
    expect((await renew(rejectedCompany, hidden.id)).status).toBe(403);
  });

  it.each([[{}], [{ days: 6 }], [{ days: 91 }], [{ days: "ten" }]])("refuses the body %j with 400", async (body) => {
    const { user, job } = await ownJob();
    const answer = await renew(user, job.id, body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.days).toBe("Please choose between 7 and 90 days");
  });

  it("of concurrent renewals none is lost silently: each wins or gets 409 STALE_STATE, and the job stays open", async () => {
    const { user, job } = await ownJob();
    const answers = await Promise.all([renew(user, job.id, { days: 7 }), renew(user, job.id, { days: 90 })]);
    expect(answers.some((a) => a.status === 200)).toBe(true);
    for (const a of answers) if (a.status !== 200) expect(a.body).toMatchObject({ code: "STALE_STATE" });
    // On PGlite the two run one after the other; on Postgres the second may read the first's old state.
    const last = answers.filter((a) => a.status === 200).map((a) => (a.body.response as JobJson).validThrough);
    const row = await db.job.findUniqueOrThrow({ where: { id: job.id } });
    expect(last).toContain(row.validThrough!.toISOString());
    expect(row.closedAt).toBeNull();
  });
});

describe("closeJobAction and renewJobAction", () => {
  it("close and renew through the server actions, with the API's messages and failures", async () => {
    const { user, job } = await ownJob();
    session.user = user;
    expect(await closeJobAction({ id: job.id, reason: "cancelled" })).toMatchObject({ ok: true, message: "Job closed", data: { closeReason: "cancelled" } });
    expect(await closeJobAction({ id: job.id, reason: "filled" })).toMatchObject({ ok: false, status: 409, code: "INVALID_TRANSITION" });
    expect(await renewJobAction({ id: job.id, days: "30" })).toMatchObject({ ok: true, message: "Job renewed", data: { isOpen: true } });
    expect(await renewJobAction({ id: job.id, days: 3 })).toMatchObject({ ok: false, status: 400, errors: { days: "Please choose between 7 and 90 days" } });
    session.user = (await createEmployer()).user;
    expect(await closeJobAction({ id: job.id, reason: "filled" })).toMatchObject({ ok: false, status: 404 });
    session.user = await createUser({ role: "Candidate" });
    expect(await renewJobAction({ id: job.id, days: 30 })).toMatchObject({ ok: false, status: 403 });
  });
});
