// GET desk/jobs (decisions.md section 20): the candidate search's job picker asks the server for open
// jobs by title or company name (every word, any case), newest first, 10 a page; closed, hidden or
// unapproved jobs and unapproved companies stay out; recruiters only.
import { describe, expect, it, vi } from "vitest";
import type { DeskJobsPage } from "@/lib/desk/contract/common";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { db } = await import("@/lib/db");
const { callRoute } = await import("@/tests/helpers/call-route");
const { createCandidate, createEmployer, createJob, createUser } = await import("@/tests/factories");
const { GET } = await import("@/app/api/v1/desk/jobs/route");

const jobs = async (query: string) => {
  const res = await callRoute(GET, { as: recruiter, path: `/api/v1/desk/jobs${query}` });
  expect(res.status, query).toBe(200);
  return res.body.response as DeskJobsPage;
};
const posts = async (query: string) => (await jobs(query)).jobs.map((job) => `${job.post} @ ${job.company}`);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

const recruiter = await createUser({ role: "Recruiter" });

describe("GET desk/jobs", () => {
  it("finds open jobs by words of the title or the company, newest first, a page at a time", async () => {
    const globex = (await createEmployer({ orgName: "Globex Analytics" })).employer;
    const initech = (await createEmployer({ orgName: "Initech" })).employer;
    await createJob({ employerId: globex.id, post: "SQL Developer", city: "Pune", createdAt: minutesAgo(30) });
    await createJob({ employerId: initech.id, post: "Data Analyst", city: "Delhi", createdAt: minutesAgo(20) });
    await createJob({ employerId: initech.id, post: "Senior SQL Developer", city: "Mumbai", createdAt: minutesAgo(10) });
    await createJob({ employerId: globex.id, post: "SQL Closed", closedAt: new Date() });
    const hidden = await createJob({ employerId: globex.id, post: "SQL Hidden" });
    await db.job.update({ where: { id: hidden.id }, data: { hiddenAt: new Date() } });
    await createJob({ employerId: globex.id, post: "SQL Pending", status: "pending" });

    expect(await posts("?search=sql")).toEqual(["Senior SQL Developer @ Initech", "SQL Developer @ Globex Analytics"]);
    expect(await posts("?search=GLOBEX")).toEqual(["SQL Developer @ Globex Analytics"]);
    expect(await posts(`?search=${encodeURIComponent("initech sql")}`)).toEqual(["Senior SQL Developer @ Initech"]);
    expect(await posts("?search=nothing-like-this")).toEqual([]);
    expect((await jobs("?search=analyst")).jobs).toEqual([{ id: expect.any(String), post: "Data Analyst", company: "Initech", city: "Delhi" }]);

    // 12 more: a page holds 10.
    for (let i = 0; i < 12; i++) await createJob({ employerId: initech.id, post: `Paged Role ${i}`, createdAt: minutesAgo(100 + i) });
    const first = await jobs("?search=paged");
    expect(first.jobs.map((job) => job.post)).toEqual(Array.from({ length: 10 }, (_, i) => `Paged Role ${i}`));
    expect(first.hasNextPage).toBe(true);
    const second = await jobs("?search=paged&page=2");
    expect(second).toMatchObject({ hasNextPage: false, jobs: [{ post: "Paged Role 10" }, { post: "Paged Role 11" }] });
  });

  it("is for recruiters only", async () => {
    const { user: candidate } = await createCandidate();
    const { user: employer } = await createEmployer();
    for (const as of [candidate, employer, await createUser({ role: "Admin" })]) expect((await callRoute(GET, { as, path: "/api/v1/desk/jobs" })).status).toBe(403);
    expect((await callRoute(GET, { as: null, path: "/api/v1/desk/jobs" })).status).toBe(401);
  });
});
