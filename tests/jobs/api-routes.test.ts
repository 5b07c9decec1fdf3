// The public job routes and the candidate's list through their route handlers: the envelope,
// query validation (400 with field errors), visibility (404 without leaking existence), and the
// role checks of applications/my-applications. The session is replaced by a mocked current user.
import { randomBytes } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import type { SessionUser } from "@/lib/auth/types";

vi.mock("server-only", () => ({}));
const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/auth/guards", () => ({ getCurrentUser: async () => session.user }));

const { db } = await import("@/lib/db");
const { createCandidate, createEmployer, createJob, createUser } = await import("@/tests/factories");
const { badRequestErrors } = await import("@/tests/helpers/api-failure");
const getJobsRoute = await import("@/app/api/v1/jobs/get-jobs/route");
const getJobRoute = await import("@/app/api/v1/jobs/get-job/[id]/route");
const myApplicationsRoute = await import("@/app/api/v1/applications/my-applications/route");

type Envelope = { success: boolean; code?: string; message?: string; errors?: Record<string, string>; response?: unknown };
type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
type JobJson = { id: string; post: string; employmentType: string; applied?: boolean };
type SearchResult = { jobs: JobJson[]; page: number; total: number; hasNextPage: boolean };
type ApplicationJson = { id: string; status: string; job: JobJson; jobRemoved: boolean };

async function get(handler: Handler, path: string, params: Record<string, string> = {}): Promise<{ status: number; body: Envelope }> {
  const res = await handler(new NextRequest(new URL(path, "http://localhost")), { params: Promise.resolve(params) });
  return { status: res.status, body: (await res.json()) as Envelope };
}

const token = () => randomBytes(4).toString("hex").replace(/\d/g, (d) => "abcdefghij"[Number(d)]);
const uniqueCity = () => `Routepur ${token()}`;

function getJobs(query: Record<string, string>) {
  return get(getJobsRoute.GET, `/api/v1/jobs/get-jobs?${new URLSearchParams(query).toString()}`);
}

function getJob(id: string) {
  return get(getJobRoute.GET, `/api/v1/jobs/get-job/${encodeURIComponent(id)}`, { id });
}

function myApplications(query: Record<string, string> = {}) {
  return get(myApplicationsRoute.GET, `/api/v1/applications/my-applications?${new URLSearchParams(query).toString()}`);
}

beforeEach(() => {
  session.user = null;
});

describe("GET jobs/get-jobs", () => {
  it("answers 200 with the envelope: jobs, page, total and hasNextPage", async () => {
    const city = uniqueCity();
    const { employer } = await createEmployer({ city });
    const now = Date.now();
    const jobs = [];
    for (let i = 0; i < 4; i++) jobs.push(await createJob({ employerId: employer.id, post: `Route Job ${i}`, createdAt: new Date(now - i * 60_000) }));

    const page1 = await getJobs({ city, limit: "2" });
    expect(page1.status).toBe(200);
    expect(page1.body.success).toBe(true);
    const result = page1.body.response as SearchResult;
    expect(Object.keys(result).sort()).toEqual(["hasNextPage", "jobs", "page", "total"]);
    expect(result).toMatchObject({ page: 1, total: 4, hasNextPage: true });
    expect(result.jobs.map((j) => j.id)).toEqual([jobs[0].id, jobs[1].id]);

    const page2 = await getJobs({ city, limit: "2", page: "2" });
    expect(page2.status).toBe(200);
    // A full last page: hasNextPage must still be false.
    expect(page2.body.response).toMatchObject({ page: 2, total: 4, hasNextPage: false, jobs: [{ id: jobs[2].id }, { id: jobs[3].id }] });
  });

  it("answers 400 with field errors for limit=51 and page=0", async () => {
    expect(await getJobs({ limit: "51" })).toEqual({
      status: 400,
      body: { success: false, code: "VALIDATION", message: "Limit must be at most 50", errors: { limit: "Limit must be at most 50" } },
    });
    expect(await getJobs({ page: "0" })).toEqual({
      status: 400,
      body: { success: false, code: "VALIDATION", message: "Page must be at least 1", errors: { page: "Page must be at least 1" } },
    });
    expect((await getJobs({ limit: "50" })).status).toBe(200);
  });

  it("refuses an unknown employment type or hiring process with 400, and ignores unknown parameters", async () => {
    const typeError = await getJobs({ employmentType: "Freelance" });
    expect(typeError.status).toBe(400);
    expect(typeError.body).toMatchObject({
      success: false,
      errors: { employmentType: "Employment type must be one of Full Time, Part Time, Contract, Internship" },
    });
    const processError = await getJobs({ hiringProcess: "Carrier pigeon" });
    expect(badRequestErrors(processError)).toEqual({ hiringProcess: "Hiring process must be one of Walk In, Online" });

    const city = uniqueCity();
    const job = await createJob({ employerId: (await createEmployer({ city })).employer.id });
    const unknownParam = await getJobs({ city, colour: "purple" });
    expect(unknownParam.status).toBe(200);
    expect((unknownParam.body.response as SearchResult).jobs.map((j) => j.id)).toEqual([job.id]);
  });

  it("filters by an employment type alias such as 'Full-time'", async () => {
    const city = uniqueCity();
    const { employer } = await createEmployer({ city });
    const full = await createJob({ employerId: employer.id, employmentType: "FullTime" });
    await createJob({ employerId: employer.id, employmentType: "PartTime" });
    await createJob({ employerId: employer.id, employmentType: "Internship" });

    const res = await getJobs({ city, employmentType: "Full-time" });
    expect(res.status).toBe(200);
    const result = res.body.response as SearchResult;
    expect(result.total).toBe(1);
    expect(result.jobs.map((j) => [j.id, j.employmentType])).toEqual([[full.id, "Full Time"]]);
  });
});

describe("GET jobs/get-job/{id}", () => {
  const notFound = { status: 404, body: { success: false, code: "NOT_FOUND", message: "Job not found" } };

  it("answers 200 with an approved job of an approved employer", async () => {
    const { employer } = await createEmployer({ orgName: "Route Visible Ltd" });
    const job = await createJob({ employerId: employer.id, post: "Visible Role" });
    const res = await getJob(job.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      response: { id: job.id, post: "Visible Role", status: "approved", organisationDetails: { orgName: "Route Visible Ltd" } },
    });
    expect(res.body.response).not.toHaveProperty("applied");
  });

  it("answers 404 for a pending job, a deleted job, an unknown id and a job of a rejected employer", async () => {
    const { employer: rejected } = await createEmployer("rejected");
    const cases = {
      pending: (await createJob("pending")).id,
      deleted: (await createJob({ deletedAt: new Date() })).id,
      unknown: "no-such-job-id",
      rejectedEmployer: (await createJob({ employerId: rejected.id })).id,
    };
    for (const [label, id] of Object.entries(cases)) {
      expect(await getJob(id), label).toEqual(notFound);
    }
  });

  it("tells a logged-in candidate whether they applied", async () => {
    const job = await createJob();
    const { user } = await createCandidate({ complete: true });
    session.user = user;
    expect((await getJob(job.id)).body.response).toMatchObject({ id: job.id, applied: false });
    await db.application.create({ data: { candidateId: user.id, jobId: job.id } });
    expect((await getJob(job.id)).body.response).toMatchObject({ id: job.id, applied: true });
  });
});

describe("GET applications/my-applications", () => {
  it("answers 401 logged out and 403 for an employer", async () => {
    expect(await myApplications()).toEqual({ status: 401, body: { success: false, code: "UNAUTHENTICATED", message: "Please log in to continue." } });
    session.user = (await createEmployer()).user;
    expect(await myApplications()).toEqual({ status: 403, body: { success: false, code: "FORBIDDEN", message: "You are not allowed to do this." } });
    session.user = await createUser({ role: "University" });
    expect((await myApplications()).status).toBe(403);
  });

  it("answers 200 with the candidate's own applications only, newest first, flagging removed jobs", async () => {
    const { user } = await createCandidate({ complete: true });
    const { user: other } = await createCandidate({ complete: true });
    const { employer: laterRejected } = await createEmployer();
    const live = await createJob({ post: "Live Role" });
    const deleted = await createJob({ post: "Deleted Role" });
    const withdrawn = await createJob({ post: "Withdrawn Role" });
    const ofRejected = await createJob({ employerId: laterRejected.id, post: "Rejected Employer Role" });
    const othersOnly = await createJob({ post: "Someone Else's Role" });
    const now = Date.now();
    const order = [live, deleted, withdrawn, ofRejected];
    for (const [i, job] of order.entries()) {
      await db.application.create({ data: { candidateId: user.id, jobId: job.id, createdAt: new Date(now - (order.length - i) * 1000) } });
    }
    await db.application.create({ data: { candidateId: other.id, jobId: othersOnly.id } });
    await db.application.create({ data: { candidateId: other.id, jobId: live.id } });
    await db.job.update({ where: { id: deleted.id }, data: { deletedAt: new Date() } });
    await db.job.update({ where: { id: withdrawn.id }, data: { status: "pending" } });
    await db.employer.update({ where: { id: laterRejected.id }, data: { status: "rejected" } });

    session.user = user;
    const res = await myApplications();
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const applications = res.body.response as ApplicationJson[];
    expect(applications.map((a) => [a.job.post, a.jobRemoved, a.status])).toEqual([
      ["Rejected Employer Role", true, "applied"],
      ["Withdrawn Role", true, "applied"],
      ["Deleted Role", true, "applied"],
      ["Live Role", false, "applied"],
    ]);
    expect(applications.every((a) => a.job.applied === true)).toBe(true);

    const firstPage = await myApplications({ limit: "1" });
    expect((firstPage.body.response as ApplicationJson[]).map((a) => a.job.post)).toEqual(["Rejected Employer Role"]);
    expect((await myApplications({ limit: "51" })).status).toBe(400);

    session.user = (await createCandidate({ complete: true })).user;
    expect(await myApplications()).toEqual({ status: 200, body: { success: true, response: [] } });
  });
});
