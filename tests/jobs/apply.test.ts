// Applying to a job: the profile gate, exactly-once under concurrency, visibility, roles, the
// employer's e-mail, and the candidate's own list.
import { mailsTo } from "../helpers/outbox";
import { mail } from "@/tests/helpers/mail-outage";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { ApiError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { createApplication, listMyApplications } from "@/lib/applications/service/apply";
import { createCandidate, createEmployer, createJob, createUser } from "@/tests/factories";

vi.mock("@/lib/email", async (importOriginal) => (await import("@/tests/helpers/mail-outage")).failingMail(importOriginal));

// The route handler reads the session through getCurrentUser; tests choose who is asking.
const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", () => ({ getCurrentUser: async () => session.user }));

beforeEach(() => {
  mail.fail = false;
  session.user = null;
});

async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("createApplication", () => {
  it("applies once and e-mails the employer", async () => {
    const { user: employerUser, employer } = await createEmployer();
    const job = await createJob({ employerId: employer.id, post: "Backend Developer" });
    const { user } = await createCandidate({ complete: true, name: "Asha Rao" });

    const application = await createApplication(user, { jobId: job.id });
    expect(application).toMatchObject({ status: "applied", jobRemoved: false, job: { id: job.id, applied: true } });
    expect(await db.application.count({ where: { jobId: job.id, candidateId: user.id } })).toBe(1);
    // The pipeline's first event is written with the application (issue 13).
    expect(application.events).toEqual([
      { id: expect.any(String), from: null, to: "applied", actorRole: "Candidate", createdAt: application.createdAt },
    ]);
    expect(application.interview).toBeNull();
    expect(await db.applicationEvent.count({ where: { applicationId: application.id, to: "applied", actorId: user.id } })).toBe(1);

    const mails = mailsTo(employerUser.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("New application for Backend Developer");
    expect(mails[0].text).toContain("Asha Rao");
    expect(mails[0].text).toContain(`/employer/applicant/${job.id}`);
  });

  it("refuses a second application with 409", async () => {
    const job = await createJob();
    const { user } = await createCandidate({ complete: true });
    await createApplication(user, { jobId: job.id });
    const error = await apiError(createApplication(user, { jobId: job.id }));
    expect(error.status).toBe(409);
    expect(error.code).toBe("ALREADY_APPLIED");
    expect(error.message).toBe("You have already applied for this job");
  });

  it("lets exactly one of 10 concurrent applications through", async () => {
    const job = await createJob();
    const { user } = await createCandidate({ complete: true });
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => createApplication(user, { jobId: job.id })));
    const ok = results.filter((r) => r.status === "fulfilled");
    const statuses = results.filter((r) => r.status === "rejected").map((r) => ((r as PromiseRejectedResult).reason as ApiError).status);
    expect(ok).toHaveLength(1);
    expect(statuses).toEqual(Array(9).fill(409));
    expect(await db.application.count({ where: { jobId: job.id } })).toBe(1);
  });

  it("asks for a complete profile first (403)", async () => {
    const job = await createJob();
    const { user } = await createCandidate({ complete: false });
    const error = await apiError(createApplication(user, { jobId: job.id }));
    expect(error.status).toBe(403);
    expect(error.code).toBe("PROFILE_INCOMPLETE");
    expect(error.message).toBe("Please complete your profile");
    // A candidate without any profile row is incomplete too.
    const bare = await createUser({ role: "Candidate" });
    expect((await apiError(createApplication(bare, { jobId: job.id }))).status).toBe(403);
    expect(await db.application.count({ where: { jobId: job.id } })).toBe(0);
  });

  it("answers 404 for pending, rejected, deleted, unknown jobs and jobs of unapproved employers", async () => {
    const { user } = await createCandidate({ complete: true });
    const { employer: pendingEmployer } = await createEmployer("pending");
    const hidden = [
      (await createJob("pending")).id,
      (await createJob("rejected")).id,
      (await createJob({ deletedAt: new Date() })).id,
      (await createJob({ employerId: pendingEmployer.id })).id,
      "does-not-exist",
    ];
    for (const jobId of hidden) {
      const error = await apiError(createApplication(user, { jobId: jobId }));
      expect(error.status, jobId).toBe(404);
      expect(error.message).toBe("Job not found");
    }
  });

  it("refuses other roles (403)", async () => {
    const job = await createJob();
    for (const role of ["Employer", "University", "Admin"] as const) {
      const user = await createUser({ role });
      expect((await apiError(createApplication(user, { jobId: job.id }))).status).toBe(403);
    }
  });

  it("keeps the application when the employer's e-mail fails", async () => {
    const job = await createJob();
    const { user } = await createCandidate({ complete: true });
    mail.fail = true;
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(createApplication(user, { jobId: job.id })).resolves.toMatchObject({ status: "applied" });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
    expect(await db.application.count({ where: { jobId: job.id, candidateId: user.id } })).toBe(1);
  });
});

describe("listMyApplications", () => {
  it("pages the candidate's own applications, newest first, flagging removed jobs", async () => {
    const { user } = await createCandidate({ complete: true });
    const { user: other } = await createCandidate({ complete: true });
    const first = await createJob({ post: "First" });
    const second = await createJob({ post: "Second" });
    const third = await createJob({ post: "Third" });
    const now = Date.now();
    await db.application.create({ data: { candidateId: user.id, jobId: first.id, createdAt: new Date(now - 3000) } });
    await db.application.create({ data: { candidateId: user.id, jobId: second.id, createdAt: new Date(now - 2000) } });
    await db.application.create({ data: { candidateId: user.id, jobId: third.id, createdAt: new Date(now - 1000) } });
    await db.application.create({ data: { candidateId: other.id, jobId: first.id } });
    await db.job.update({ where: { id: second.id }, data: { deletedAt: new Date() } });

    const page1 = await listMyApplications(user, { page: 1, limit: 2 });
    expect(page1.hasNextPage).toBe(true);
    expect(page1.applications.map((a) => [a.job.post, a.jobRemoved])).toEqual([
      ["Third", false],
      ["Second", true],
    ]);
    const page2 = await listMyApplications(user, { page: 2, limit: 2 });
    expect(page2.hasNextPage).toBe(false);
    expect(page2.applications.map((a) => a.job.post)).toEqual(["First"]);
  });

  it("is for candidates only", async () => {
    const employer = await createUser({ role: "Employer" });
    expect((await apiError(listMyApplications(employer, { page: 1, limit: 10 }))).status).toBe(403);
  });
});

describe("POST /api/v1/applications/create-application", () => {
  async function post(body: unknown) {
    const { POST } = await import("@/app/api/v1/applications/create-application/route");
    const req = new NextRequest("http://localhost/api/v1/applications/create-application", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const res = await POST(req, { params: Promise.resolve({}) });
    return { status: res.status, body: (await res.json()) as { success: boolean; code?: string; message?: string; response?: unknown } };
  }

  it("answers 201 'Applied successfully', then 409", async () => {
    const job = await createJob();
    const { user } = await createCandidate({ complete: true });
    session.user = user;
    const first = await post({ jobId: job.id });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ success: true, message: "Applied successfully", response: { job: { id: job.id } } });
    const again = await post({ jobId: job.id });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, code: "ALREADY_APPLIED", message: "You have already applied for this job" });
  });

  it("answers 401 logged out, 403 for an employer or an incomplete profile, 400 without jobId", async () => {
    const job = await createJob();
    expect((await post({ jobId: job.id })).status).toBe(401);
    session.user = await createUser({ role: "Employer" });
    expect((await post({ jobId: job.id })).status).toBe(403);
    session.user = (await createCandidate({ complete: false })).user;
    expect(await post({ jobId: job.id })).toMatchObject({ status: 403, body: { code: "PROFILE_INCOMPLETE", message: "Please complete your profile" } });
    expect(await post({})).toMatchObject({ status: 400, body: { success: false, code: "VALIDATION", errors: { jobId: "Job id is required" } } });
  });
});
