// Saved jobs through their route handlers and actions (decisions.md section 11): save and unsave
// (idempotent), closed 409, hidden 404, roles, the 200 limit, the list (newest saved first, paged,
// closed ones kept and marked, removed ones left out), and the `saved` flag of search and get-job.
import { describe, expect, it, vi } from "vitest";
import type { Handler } from "@/tests/helpers/call-route";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
const { session } = await import("@/tests/helpers/mock-guards");

const { db } = await import("@/lib/db");
const { createCandidate, createEmployer, createJob } = await import("@/tests/factories");
const { callRoute } = await import("@/tests/helpers/call-route");
const saveRoute = await import("@/app/api/v1/jobs/[id]/save/route");
const listRoute = await import("@/app/api/v1/candidate/saved-jobs/route");
const { saveJobAction, unsaveJobAction } = await import("@/lib/saved-jobs/actions");
const { getVisibleJob, searchJobs } = await import("@/lib/job-search/service/search");
const { jobSearchQuerySchema } = await import("@/lib/job-search/schemas");
const { SAVED_JOBS_LIMIT } = await import("@/lib/saved-jobs/schemas");

type SessionUser = Awaited<ReturnType<typeof createCandidate>>["user"];
type JobJson = { id: string; post: string; isOpen: boolean; saved?: boolean; applied?: boolean };
type ListJson = { jobs: JobJson[]; page: number; hasNextPage: boolean };

const DAY = 86_400_000;

function save(as: SessionUser | null, id: string) {
  return callRoute(saveRoute.POST as Handler, { as, method: "POST", path: `/api/v1/jobs/${id}/save`, params: { id } });
}

function unsave(as: SessionUser | null, id: string) {
  return callRoute(saveRoute.DELETE as Handler, { as, method: "DELETE", path: `/api/v1/jobs/${id}/save`, params: { id } });
}

function list(as: SessionUser | null, query: Record<string, string> = {}) {
  const path = `/api/v1/candidate/saved-jobs?${new URLSearchParams(query).toString()}`;
  return callRoute(listRoute.GET as Handler, { as, path });
}

describe("POST and DELETE jobs/{id}/save", () => {
  it("saves an open job, idempotently, and unsaves it, idempotently", async () => {
    const { user } = await createCandidate();
    const job = await createJob();

    expect(await save(user, job.id)).toMatchObject({ status: 200, body: { success: true, response: { saved: true } } });
    expect(await save(user, job.id)).toMatchObject({ status: 200, body: { success: true, response: { saved: true } } });
    expect(await db.savedJob.count({ where: { userId: user.id } })).toBe(1);

    expect(await unsave(user, job.id)).toMatchObject({ status: 200, body: { success: true, response: { saved: false } } });
    expect(await db.savedJob.count({ where: { userId: user.id } })).toBe(0);
    // Not saved (and an id that names nothing): still fine.
    expect(await unsave(user, job.id)).toMatchObject({ status: 200, body: { response: { saved: false } } });
    expect(await unsave(user, "no-such-job")).toMatchObject({ status: 200, body: { response: { saved: false } } });
  });

  it("concurrent saves of the same job keep one row and both answer saved", async () => {
    const { user } = await createCandidate();
    const job = await createJob();
    const answers = await Promise.all([save(user, job.id), save(user, job.id), save(user, job.id)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await db.savedJob.count({ where: { userId: user.id, jobId: job.id } })).toBe(1);
  });

  it("refuses a closed, expired or report-hidden job with 409 JOB_CLOSED", async () => {
    const { user } = await createCandidate();
    const closed = await createJob({ closedAt: new Date(Date.now() - DAY), closeReason: "filled" });
    const expired = await createJob({ validThrough: new Date(Date.now() - 60_000) });
    const hidden = await createJob();
    await db.job.update({ where: { id: hidden.id }, data: { hiddenAt: new Date() } });
    for (const job of [closed, expired, hidden]) {
      expect(await save(user, job.id)).toEqual({
        status: 409,
        headers: expect.anything(),
        body: { success: false, code: "JOB_CLOSED", message: "This job is no longer accepting applications" },
      });
    }
    expect(await db.savedJob.count({ where: { userId: user.id } })).toBe(0);
  });

  it("answers 404 for jobs the candidate may not see: pending, deleted, of a pending employer, unknown", async () => {
    const { user } = await createCandidate();
    const pending = await createJob("pending");
    const deleted = await createJob({ deletedAt: new Date() });
    const { employer } = await createEmployer("pending");
    const ofPendingEmployer = await createJob({ employerId: employer.id });
    for (const id of [pending.id, deleted.id, ofPendingEmployer.id, "no-such-job"]) {
      const res = await save(user, id);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, code: "NOT_FOUND", message: "Job not found" });
    }
  });

  it("is for candidates only: 401 for visitors, 403 for an employer", async () => {
    const job = await createJob();
    const { user: employer } = await createEmployer();
    expect((await save(null, job.id)).status).toBe(401);
    expect((await save(employer, job.id)).body).toMatchObject({ code: "FORBIDDEN" });
    expect((await save(employer, job.id)).status).toBe(403);
    expect((await unsave(employer, job.id)).status).toBe(403);
    expect((await list(employer)).status).toBe(403);
    expect((await list(null)).status).toBe(401);
  });

  it(`allows at most ${SAVED_JOBS_LIMIT} saved jobs (409 LIMIT_REACHED), re-saving one of them stays fine`, async () => {
    const { user } = await createCandidate();
    const { employer } = await createEmployer();
    const first = await createJob({ employerId: employer.id });
    const others = await Promise.all(Array.from({ length: SAVED_JOBS_LIMIT - 1 }, () => createJob({ employerId: employer.id })));
    await db.savedJob.createMany({ data: [first, ...others].map((j) => ({ userId: user.id, jobId: j.id })) });

    const extra = await createJob({ employerId: employer.id });
    expect(await save(user, extra.id)).toMatchObject({
      status: 409,
      body: { success: false, code: "LIMIT_REACHED", message: "You can save up to 200 jobs" },
    });
    expect(await save(user, first.id)).toMatchObject({ status: 200, body: { response: { saved: true } } });
    await unsave(user, first.id);
    expect(await save(user, extra.id)).toMatchObject({ status: 200, body: { response: { saved: true } } });
    expect(await db.savedJob.count({ where: { userId: user.id } })).toBe(SAVED_JOBS_LIMIT);

    // At the limit minus one, three different saves at once: exactly one gets in.
    await unsave(user, extra.id);
    const racers = await Promise.all([0, 1, 2].map(() => createJob({ employerId: employer.id })));
    const answers = await Promise.all(racers.map((j) => save(user, j.id)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await db.savedJob.count({ where: { userId: user.id } })).toBe(SAVED_JOBS_LIMIT);
  });
});

describe("GET candidate/saved-jobs", () => {
  it("lists newest saved first, pages in SQL, keeps closed jobs (isOpen false) and leaves removed ones out", async () => {
    const { user } = await createCandidate();
    const { employer } = await createEmployer();
    const jobs = await Promise.all([0, 1, 2, 3].map((i) => createJob({ employerId: employer.id, post: `Saved ${i}` })));
    const now = Date.now();
    // Saved in order 0..3, a minute apart: the list starts with job 3.
    await db.savedJob.createMany({ data: jobs.map((j, i) => ({ userId: user.id, jobId: j.id, createdAt: new Date(now - (10 - i) * 60_000) })) });

    const page1 = await list(user, { limit: "2" });
    expect(page1.status).toBe(200);
    expect(page1.body.response).toMatchObject({ page: 1, hasNextPage: true });
    expect((page1.body.response as ListJson).jobs.map((j) => j.id)).toEqual([jobs[3].id, jobs[2].id]);
    expect((page1.body.response as ListJson).jobs.every((j) => j.saved === true && j.isOpen === true)).toBe(true);
    const page2 = await list(user, { limit: "2", page: "2" });
    expect(page2.body.response).toMatchObject({ page: 2, hasNextPage: false });
    expect((page2.body.response as ListJson).jobs.map((j) => j.id)).toEqual([jobs[1].id, jobs[0].id]);

    // Job 1 closes: it stays, marked. Job 2 is deleted, and a job whose employer is rejected since: both left out.
    await db.job.update({ where: { id: jobs[1].id }, data: { closedAt: new Date(), closeReason: "filled" } });
    await db.job.update({ where: { id: jobs[2].id }, data: { deletedAt: new Date() } });
    const other = await createEmployer();
    const ofRejected = await createJob({ employerId: other.employer.id });
    await db.savedJob.create({ data: { userId: user.id, jobId: ofRejected.id } });
    await db.employer.update({ where: { id: other.employer.id }, data: { status: "rejected" } });

    const after = (await list(user)).body.response as ListJson;
    expect(after.jobs.map((j) => j.id)).toEqual([jobs[3].id, jobs[1].id, jobs[0].id]);
    expect(after.jobs.find((j) => j.id === jobs[1].id)).toMatchObject({ isOpen: false, saved: true });
  });

  it("sets applied for jobs the candidate applied to, and shows only the candidate's own saves", async () => {
    const { user } = await createCandidate();
    const { user: someoneElse } = await createCandidate();
    const job = await createJob();
    const theirs = await createJob();
    await save(user, job.id);
    await save(someoneElse, theirs.id);
    await db.application.create({ data: { jobId: job.id, candidateId: user.id } });
    const res = (await list(user)).body.response as ListJson;
    expect(res.jobs).toHaveLength(1);
    expect(res.jobs[0]).toMatchObject({ id: job.id, applied: true, saved: true });
  });

  it("answers 400 for a bad page or limit", async () => {
    const { user } = await createCandidate();
    expect(await list(user, { page: "0" })).toMatchObject({ status: 400, body: { code: "VALIDATION", errors: { page: "Page must be at least 1" } } });
    expect((await list(user, { limit: "101" })).status).toBe(400);
  });
});

describe("the saved flag of search and get-job", () => {
  it("is true for a saved job and false otherwise for the candidate, absent for others", async () => {
    const city = `Savepur ${Math.random().toString(36).slice(2, 8).replace(/\d/g, "x")}`;
    const { user } = await createCandidate();
    const { employer, user: employerUser } = await createEmployer({ city });
    const saved = await createJob({ employerId: employer.id, createdAt: new Date(Date.now() - 60_000) });
    const notSaved = await createJob({ employerId: employer.id });
    await save(user, saved.id);

    const query = jobSearchQuerySchema.parse({ city });
    const result = await searchJobs(query, user);
    expect(result.jobs.map((j) => [j.id, j.saved])).toEqual([
      [notSaved.id, false],
      [saved.id, true],
    ]);
    expect((await searchJobs(query, null)).jobs.every((j) => j.saved === undefined)).toBe(true);

    expect((await getVisibleJob(saved.id, user))?.saved).toBe(true);
    expect((await getVisibleJob(notSaved.id, user))?.saved).toBe(false);
    expect((await getVisibleJob(saved.id, employerUser))?.saved).toBeUndefined();
  });
});

describe("saveJobAction and unsaveJobAction", () => {
  it("answer the same results as the API, and refuse other roles", async () => {
    const { user } = await createCandidate();
    const job = await createJob();
    session.user = user;
    expect(await saveJobAction({ id: job.id })).toEqual({ ok: true, data: { saved: true }, message: undefined });
    expect(await unsaveJobAction({ id: job.id })).toEqual({ ok: true, data: { saved: false }, message: undefined });
    expect(await saveJobAction({ id: "" })).toMatchObject({ ok: false, code: "VALIDATION", status: 400 });

    const closed = await createJob({ closedAt: new Date(), closeReason: "cancelled" });
    expect(await saveJobAction({ id: closed.id })).toMatchObject({ ok: false, code: "JOB_CLOSED", status: 409 });

    session.user = (await createEmployer()).user;
    expect(await saveJobAction({ id: job.id })).toMatchObject({ ok: false, code: "FORBIDDEN", status: 403 });
  });
});
