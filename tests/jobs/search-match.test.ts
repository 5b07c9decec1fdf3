// get-jobs sort=match (decisions.md section 19) for a signed-in candidate: the jobs sharing a skill by
// match score (ties: more verified matched skills, then newest), then the others newest first, paged as
// one list with the filters applied; a job with skills carries `match`. Anyone else: 400
// SORT_NEEDS_CANDIDATE (the visitor's case is in search-sort.test.ts); a page shows them the default order.
import { randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/types";
import { searchJobs } from "@/lib/job-search/service/search";
import { jobSearchQuerySchema, type JobSearchQueryInput } from "@/lib/job-search/schemas";
import { loadJobBrowser } from "@/lib/job-search/loaders";
import { createCandidate, createEmployer, createJob, createUser } from "@/tests/factories";
import { callRoute } from "@/tests/helpers/call-route";
import { createSkills, giveCandidateSkills, giveJobSkills } from "@/tests/helpers/matching";
import { GET as getJobsRoute } from "@/app/api/v1/jobs/get-jobs/route";

vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
const search = (input: JobSearchQueryInput, viewer: SessionUser | null) => searchJobs(jobSearchQuerySchema.parse(input), viewer);

/** In a city of their own: six jobs a candidate with Docker (verified) and Python meets differently. */
async function matchJobs() {
  const city = `Matchpur ${randomBytes(4).toString("hex").replace(/\d/g, (d) => "abcdefghij"[Number(d)])}`;
  const s = await createSkills("Docker", "Python", "Sql", "Rust");
  const { user } = await createCandidate();
  await giveCandidateSkills(user.id, [
    [s.Docker.id, "verified"],
    [s.Python.id, "self"],
  ]);
  const { employer } = await createEmployer({ city });
  const job = async (post: string, age: number, skills: [string, boolean][]) => {
    const row = await createJob({ employerId: employer.id, post, createdAt: minutesAgo(age) });
    await giveJobSkills(row.id, skills);
    return row;
  };
  await job("No skills, newest", 1, []);
  await job("Nothing in common", 2, [[s.Sql.id, true]]);
  await job("67, not verified", 3, [[s.Python.id, true], [s.Sql.id, false]]);
  await job("33", 4, [[s.Python.id, false], [s.Rust.id, true]]);
  await job("67, verified", 5, [[s.Docker.id, true], [s.Rust.id, false]]);
  await job("100, oldest", 6, [[s.Docker.id, true], [s.Python.id, false]]);
  return { city, user, s };
}

const ORDER = ["100, oldest", "67, verified", "67, not verified", "33", "No skills, newest", "Nothing in common"];

describe("get-jobs sort=match", () => {
  it("ranks a candidate's jobs by match score (ties: verified, then newest), then the others newest first", async () => {
    const { city, user, s } = await matchJobs();
    const result = await search({ city, sort: "match" }, user);
    expect(result.jobs.map((j) => j.post)).toEqual(ORDER);
    expect(result.total).toBe(6);
    const byPost = new Map(result.jobs.map((j) => [j.post, j]));
    expect(byPost.get("100, oldest")?.match).toEqual({ score: 100, matched: [s.Docker.name, s.Python.name], missing: [], verified: [s.Docker.name] });
    expect(byPost.get("33")?.match?.score).toBe(33);
    // A job with skills but none in common scores 0; a job without skills has no score.
    expect(byPost.get("Nothing in common")?.match).toEqual({ score: 0, matched: [], missing: [s.Sql.name], verified: [] });
    expect(byPost.get("No skills, newest")).not.toHaveProperty("match");
    expect(byPost.get("67, verified")).toMatchObject({ applied: false, saved: false, invited: false });
    // The other orders carry no match.
    expect((await search({ city }, user)).jobs.every((j) => j.match === undefined)).toBe(true);
  });

  it("pages the order without gaps or repeats, across the ranked/unranked boundary", async () => {
    const { city, user } = await matchJobs();
    for (const limit of [1, 2, 3, 4, 5]) {
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(ORDER.length / limit); page++) {
        const result = await search({ city, sort: "match", limit, page }, user);
        expect(result.total, `limit ${limit}`).toBe(6);
        expect(result.hasNextPage, `limit ${limit} page ${page}`).toBe(page * limit < ORDER.length);
        seen.push(...result.jobs.map((j) => j.post));
      }
      expect(seen, `limit ${limit}`).toEqual(ORDER);
    }
    // A page that starts past every ranked job (the ranked ones are counted, not listed).
    expect((await search({ city, sort: "match", limit: 2, page: 3 }, user)).jobs.map((j) => j.post)).toEqual(ORDER.slice(4));
  });

  it("applies the filters to both groups", async () => {
    const { city, user } = await matchJobs();
    expect((await search({ city, sort: "match", search: "verified" }, user)).jobs.map((j) => j.post)).toEqual(["67, verified", "67, not verified"]);
    expect((await search({ city, sort: "match", search: "newest" }, user)).jobs.map((j) => j.post)).toEqual(["No skills, newest"]);
  });

  it("lists everything newest first for a candidate without skills", async () => {
    const { city } = await matchJobs();
    const { user } = await createCandidate();
    const result = await search({ city, sort: "match" }, user);
    expect(result.jobs.map((j) => j.post)).toEqual(["No skills, newest", "Nothing in common", "67, not verified", "33", "67, verified", "100, oldest"]);
    expect(result.jobs[1].match?.score).toBe(0);
  });

  it("answers the candidate through the API, and other roles 400 SORT_NEEDS_CANDIDATE", async () => {
    const { city, user } = await matchJobs();
    const path = `/api/v1/jobs/get-jobs?${new URLSearchParams({ city, sort: "match" })}`;
    const ok = await callRoute(getJobsRoute, { as: user, path });
    expect(ok.status).toBe(200);
    expect((ok.body.response as { jobs: { post: string }[] }).jobs.map((j) => j.post)).toEqual(ORDER);
    const employer = await createUser({ role: "Employer" });
    const refused = await callRoute(getJobsRoute, { as: employer, path });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "SORT_NEEDS_CANDIDATE", message: "Sign in as a candidate to sort by match" });
  });

  it("shows a visitor following a sort=match link the default order; keeps it in a candidate's URL", async () => {
    const { city, user } = await matchJobs();
    const visitor = await loadJobBrowser({ city, sort: "match" }, null);
    expect(visitor.result?.jobs.map((j) => j.post)).toEqual(["No skills, newest", "Nothing in common", "67, not verified", "33", "67, verified", "100, oldest"]);
    expect(visitor.filters.sort).toBe("");
    const candidate = await loadJobBrowser({ city, sort: "match" }, user);
    expect(candidate.filters.sort).toBe("match");
    expect(candidate.queryString).toContain("sort=match");
    expect(candidate.result?.jobs.map((j) => j.post)).toEqual(ORDER);
  });
});
