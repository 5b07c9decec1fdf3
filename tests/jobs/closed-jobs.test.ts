// Closed jobs in public (decisions.md section 10): get-job answers 200 with isOpen false for 30 days
// after closing, then 410 GONE (the owner and admins still read it); applying is 409 JOB_CLOSED; closed
// jobs leave the search and the sitemap; the proxy answers a long-closed job's page with 410.
import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { jobSitemapEntries } from "@/lib/job-search/loaders";
import { registerJobGoneLookup } from "@/lib/job-search/service/gone";
import { jobIsGone } from "@/lib/job-search/service/gone-lookup";
import { createApplication } from "@/lib/applications/service/apply";
import { listedJobsForSitemap, searchJobs } from "@/lib/job-search/service/search";
import { jobSearchQuerySchema } from "@/lib/job-search/schemas";
import { callRoute } from "@/tests/helpers/call-route";
import { createCandidate, createEmployer, createJob, createUser } from "@/tests/factories";
import { GET as getJobRoute } from "@/app/api/v1/jobs/get-job/[id]/route";
import { POST as createApplicationRoute } from "@/app/api/v1/applications/create-application/route";
import { proxy } from "@/proxy";

vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const token = () => randomBytes(4).toString("hex").replace(/\d/g, (d) => "abcdefghij"[Number(d)]);

/** In one invented city: open, closed 5 days ago (filled), expired 5 days ago, closed 40 days ago, expired 40 days ago. */
async function jobsInCity() {
  const city = `Closepur ${token()}`;
  const { user: owner, employer } = await createEmployer({ city });
  const base = { employerId: employer.id, createdAt: daysAgo(80) };
  const open = await createJob({ ...base, post: "Open Role" });
  const closed = await createJob({ ...base, post: "Filled Role", closedAt: daysAgo(5), closeReason: "filled", validThrough: new Date(Date.now() + 20 * DAY) });
  const expired = await createJob({ ...base, post: "Expired Role", validThrough: daysAgo(5) });
  const gone = await createJob({ ...base, post: "Gone Role", closedAt: daysAgo(40), closeReason: "cancelled", validThrough: daysAgo(20) });
  const goneExpired = await createJob({ ...base, post: "Gone Expired Role", validThrough: daysAgo(40), closedAt: daysAgo(40), closeReason: "expired" });
  return { city, owner, employer, open, closed, expired, gone, goneExpired };
}

const getJob = (id: string, as: Parameters<typeof callRoute>[1]["as"] = null) =>
  callRoute(getJobRoute, { as, path: `/api/v1/jobs/get-job/${id}`, params: { id } });

describe("GET jobs/get-job/{id} of a closed job", () => {
  it("answers 200 with isOpen false for 30 days after closing, then 410 GONE", async () => {
    const jobs = await jobsInCity();
    const open = await getJob(jobs.open.id);
    expect(open).toMatchObject({ status: 200, body: { success: true, response: { id: jobs.open.id, isOpen: true, closedAt: null } } });

    const closed = await getJob(jobs.closed.id);
    expect(closed.status).toBe(200);
    expect(closed.body.response).toMatchObject({ isOpen: false, closeReason: "filled", closedAt: jobs.closed.closedAt!.toISOString() });
    // Past its date but not yet closed by the expire task: closed all the same.
    expect((await getJob(jobs.expired.id)).body.response).toMatchObject({ isOpen: false, closedAt: null });

    for (const job of [jobs.gone, jobs.goneExpired]) {
      expect(await getJob(job.id), job.post).toMatchObject({
        status: 410,
        body: { success: false, code: "GONE", message: "This job is no longer available." },
      });
    }
    // A candidate is a visitor here too.
    expect((await getJob(jobs.gone.id, (await createCandidate()).user)).status).toBe(410);
  });

  it("still shows the owner and an admin a job closed long ago; another employer gets 410 like everyone", async () => {
    const jobs = await jobsInCity();
    expect(await getJob(jobs.gone.id, jobs.owner)).toMatchObject({ status: 200, body: { response: { id: jobs.gone.id, isOpen: false } } });
    const admin = await createUser({ role: "Admin" });
    expect((await getJob(jobs.gone.id, admin)).status).toBe(200);
    const other = await createEmployer();
    expect((await getJob(jobs.gone.id, other.user)).status).toBe(410);
  });

  it("answers 404, not 410, for a long-closed job that was deleted or whose employer is not approved", async () => {
    const deleted = await createJob({ closedAt: daysAgo(40), closeReason: "filled", deletedAt: daysAgo(1) });
    const { employer } = await createEmployer({ status: "pending" });
    const hidden = await createJob({ employerId: employer.id, closedAt: daysAgo(40), closeReason: "filled" });
    for (const job of [deleted, hidden]) expect((await getJob(job.id)).status).toBe(404);
  });
});

describe("applying to a closed job", () => {
  it("is 409 JOB_CLOSED through the service and the API, and writes nothing", async () => {
    const jobs = await jobsInCity();
    const { user } = await createCandidate({ complete: true });
    for (const job of [jobs.closed, jobs.expired]) {
      const error = await createApplication(user, { jobId: job.id }).catch((e: unknown) => e);
      expect(error, job.post).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 409, code: "JOB_CLOSED", message: "This job is no longer accepting applications" });
      const res = await callRoute(createApplicationRoute, { as: user, method: "POST", path: "/api/v1/applications/create-application", body: { jobId: job.id } });
      expect(res).toMatchObject({
        status: 409,
        body: { success: false, code: "JOB_CLOSED", message: "This job is no longer accepting applications" },
      });
    }
    expect(await db.application.count({ where: { candidateId: user.id } })).toBe(0);
    // The open job of the same employer still takes the application.
    expect((await callRoute(createApplicationRoute, { as: user, method: "POST", body: { jobId: jobs.open.id } })).status).toBe(201);
  });
});

describe("closed jobs leave the listings", () => {
  it("are not in the search", async () => {
    const jobs = await jobsInCity();
    const result = await searchJobs(jobSearchQuerySchema.parse({ city: jobs.city }));
    expect(result.jobs.map((j) => j.post)).toEqual(["Open Role"]);
    expect(result.total).toBe(1);
  });

  it("are not in the sitemap, whose job entries carry the job's last change", async () => {
    const jobs = await jobsInCity();
    const listed = new Map((await listedJobsForSitemap()).map((j) => [j.id, j.updatedAt]));
    expect(listed.has(jobs.open.id)).toBe(true);
    for (const job of [jobs.closed, jobs.expired, jobs.gone, jobs.goneExpired]) expect(listed.has(job.id), job.post).toBe(false);

    // A change to the job moves its lastmod.
    const touched = await db.job.update({ where: { id: jobs.open.id }, data: { openings: 7 }, select: { updatedAt: true } });
    const entries = await jobSitemapEntries("https://portal.example");
    expect(entries[0]).toMatchObject({ url: "https://portal.example/jobs" });
    const entry = entries.find((e) => e.url === `https://portal.example/jobs/${jobs.open.id}`);
    expect(entry?.lastModified).toEqual(touched.updatedAt);
    expect(entries.some((e) => e.url.endsWith(`/jobs/${jobs.closed.id}`))).toBe(false);
  });
});

describe("the page of a job closed long ago", () => {
  afterEach(() => registerJobGoneLookup(jobIsGone));

  const page = (path: string, method = "GET") => proxy(new NextRequest(`http://127.0.0.1:3999${path}`, { method }));

  it("jobIsGone: only a public job closed more than 30 days ago", async () => {
    const jobs = await jobsInCity();
    expect(await jobIsGone(jobs.gone.id)).toBe(true);
    expect(await jobIsGone(jobs.goneExpired.id)).toBe(true);
    for (const job of [jobs.open, jobs.closed, jobs.expired]) expect(await jobIsGone(job.id), job.post).toBe(false);
    expect(await jobIsGone("no-such-job")).toBe(false);
    // 30 days and a minute after closing: gone; a minute before: not yet.
    expect(await jobIsGone(jobs.closed.id, new Date(jobs.closed.closedAt!.getTime() + 30 * DAY + 60_000))).toBe(true);
    expect(await jobIsGone(jobs.closed.id, new Date(jobs.closed.closedAt!.getTime() + 30 * DAY - 60_000))).toBe(false);
  });

  it("is answered by the proxy with 410 and the /jobs/gone page; other job pages go to the visitor's cached copy", async () => {
    registerJobGoneLookup(jobIsGone);
    const jobs = await jobsInCity();
    const gone = await page(`/jobs/${jobs.gone.id}`);
    expect(gone.status).toBe(410);
    expect(new URL(gone.headers.get("x-middleware-rewrite")!).pathname).toBe("/jobs/gone");
    expect(gone.headers.get("content-security-policy")).toMatch(/'nonce-[^']+'/);
    expect(gone.headers.get("x-request-id")).toBeTruthy();
    expect((await page(`/jobs/${jobs.gone.id}`, "HEAD")).status).toBe(410);

    for (const job of [jobs.open, jobs.closed]) {
      const res = await page(`/jobs/${job.id}`);
      expect(res.status, job.post).toBe(200);
      expect(new URL(res.headers.get("x-middleware-rewrite")!).pathname, job.post).toBe(`/job-page/${job.id}`);
    }
  });

  it("asks the database only for /jobs/<id> paths, and fails open", async () => {
    const lookup = vi.fn(async () => true);
    registerJobGoneLookup(lookup);
    for (const path of ["/jobs", "/jobs/gone", "/jobs/a/b", "/candidate/jobs/x", `/jobs/${"x".repeat(65)}`, "/jobs/%41"]) {
      expect((await page(path)).status, path).not.toBe(410);
    }
    expect(lookup).not.toHaveBeenCalled();
    expect((await page("/jobs/abc")).status).toBe(410);
    expect(lookup).toHaveBeenCalledWith("abc");

    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    registerJobGoneLookup(async () => {
      throw new Error("connection refused");
    });
    const res = await page("/jobs/abc");
    expect(res.status).toBe(200);
    expect(new URL(res.headers.get("x-middleware-rewrite")!).pathname).toBe("/job-page/abc");
    expect(error).toHaveBeenCalledWith("[jobs] gone lookup failed:", "connection refused");
    error.mockRestore();
  });
});
