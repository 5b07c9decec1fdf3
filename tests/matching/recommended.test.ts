// GET jobs/recommended (decisions.md section 14): open jobs of approved employers not yet applied to,
// scoring at least 50, best first (score, then more verified matched skills, then newest), at most 20;
// each with its match. Candidates only.
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { recommendedJobs } from "@/lib/matching/service/recommended";
import { recommendedJobsSchema } from "@/lib/matching/contract/recommended";
import { recommendedJobsQuerySchema } from "@/lib/matching/schemas/recommended";
import type { SessionUser } from "@/lib/auth/types";
import { createCandidate, createEmployer, createJob, createUser } from "@/tests/factories";
import { callRoute } from "@/tests/helpers/call-route";
import { createSkills, giveCandidateSkills, giveJobSkills } from "@/tests/helpers/matching";
import { GET as recommendedRoute } from "@/app/api/v1/jobs/recommended/route";

vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
const recommend = async (user: SessionUser, limit?: number) => (await recommendedJobs(user, recommendedJobsQuerySchema.parse({ limit }))).jobs;
const posts = async (user: SessionUser) => (await recommend(user)).map((j) => j.post);

/** A candidate with Docker (verified) and Python; the skills Sql and Rust they lack. */
async function setting() {
  const s = await createSkills("Docker", "Python", "Sql", "Rust");
  const { user } = await createCandidate();
  await giveCandidateSkills(user.id, [
    [s.Docker.id, "verified"],
    [s.Python.id, "self"],
  ]);
  const { employer } = await createEmployer();
  const job = async (post: string, skills: [string, boolean][], extra: Parameters<typeof createJob>[0] & object = {}) => {
    const row = await createJob({ employerId: employer.id, post, ...extra });
    await giveJobSkills(row.id, skills);
    return row;
  };
  return { s, user, employer, job };
}

describe("recommended jobs", () => {
  it("lists only jobs scoring at least 50, with their match, the job's fields and the candidate's flags", async () => {
    const { s, user, job } = await setting();
    await job("Half (1 of 2)", [[s.Python.id, false], [s.Sql.id, false]]);
    await job("Two thirds", [[s.Docker.id, true], [s.Rust.id, false]]);
    await job("One third", [[s.Python.id, false], [s.Rust.id, true]]);
    await job("Nothing in common", [[s.Sql.id, true]]);
    await createJob({ post: "No skills at all" });

    const jobs = await recommend(user);
    expect(jobs.map((j) => [j.post, j.match.score])).toEqual([
      ["Two thirds", 67],
      ["Half (1 of 2)", 50],
    ]);
    expect(jobs[0]).toMatchObject({
      match: { score: 67, matched: [s.Docker.name], missing: [s.Rust.name], verified: [s.Docker.name] },
      skills: [
        { id: s.Docker.id, name: s.Docker.name, required: true },
        { id: s.Rust.id, name: s.Rust.name, required: false },
      ],
      applied: false,
      saved: false,
      invited: false,
      isOpen: true,
    });
    // The answer is the documented contract (match required).
    expect(recommendedJobsSchema.safeParse({ jobs }).success).toBe(true);
  });

  it("leaves out jobs the candidate applied to, closed, hidden, expired or pending jobs, and jobs of employers not approved; flags saved and invited", async () => {
    const { s, user, job } = await setting();
    const both: [string, boolean][] = [[s.Docker.id, true], [s.Python.id, true]];
    const applied = await job("Applied", both);
    await db.application.create({ data: { jobId: applied.id, candidateId: user.id } });
    await job("Closed", both, { closedAt: minutesAgo(5), closeReason: "filled" });
    await job("Hidden", both).then((j) => db.job.update({ where: { id: j.id }, data: { hiddenAt: new Date() } }));
    await job("Expired", both, { validThrough: minutesAgo(1) });
    await job("Pending", both, { status: "pending" });
    const { employer: suspended } = await createEmployer("pending");
    await createJob({ employerId: suspended.id, post: "Employer not approved" }).then((j) => giveJobSkills(j.id, both));
    const saved = await job("Open and saved", both);
    await db.savedJob.create({ data: { userId: user.id, jobId: saved.id } });
    await db.jobInvitation.create({ data: { jobId: saved.id, candidateId: user.id } });

    const jobs = await recommend(user);
    expect(jobs.map((j) => j.post)).toEqual(["Open and saved"]);
    expect(jobs[0]).toMatchObject({ saved: true, invited: true, applied: false, match: { score: 100 } });
  });

  it("ranks by score, then by more verified matched skills, then newest first", async () => {
    const { s, user, job } = await setting();
    await job("Verified, older", [[s.Docker.id, true], [s.Sql.id, false]], { createdAt: minutesAgo(50) });
    await job("Not verified, newest", [[s.Python.id, true], [s.Sql.id, false]], { createdAt: minutesAgo(1) });
    await job("Best, oldest", [[s.Python.id, true]], { createdAt: minutesAgo(90) });
    await job("Verified, newer", [[s.Docker.id, true], [s.Rust.id, false]], { createdAt: minutesAgo(10) });
    await job("Half", [[s.Docker.id, true], [s.Rust.id, true]], { createdAt: minutesAgo(2) });

    const jobs = await recommend(user);
    expect(jobs.map((j) => `${j.match.score} ${j.post}`)).toEqual([
      "100 Best, oldest",
      "67 Verified, newer",
      "67 Verified, older",
      "67 Not verified, newest",
      "50 Half",
    ]);
  });

  it("answers at most 20, or `limit` (1 to 20)", async () => {
    const { s, user, job } = await setting();
    for (let i = 0; i < 22; i++) await job(`Job ${String(i).padStart(2, "0")}`, [[s.Docker.id, true]], { createdAt: minutesAgo(100 - i) });
    const all = await recommend(user);
    expect(all).toHaveLength(20);
    // All score 100 and are verified: newest first.
    expect(all[0].post).toBe("Job 21");
    expect(all[19].post).toBe("Job 02");
    expect((await recommend(user, 3)).map((j) => j.post)).toEqual(["Job 21", "Job 20", "Job 19"]);
    expect(recommendedJobsQuerySchema.safeParse({ limit: "21" }).success).toBe(false);
    expect(recommendedJobsQuerySchema.safeParse({ limit: "0" }).success).toBe(false);
  });

  it("is empty for a candidate without skills", async () => {
    const { s, job } = await setting();
    await job("Anything", [[s.Docker.id, true]]);
    const { user } = await createCandidate();
    expect(await posts(user)).toEqual([]);
  });
});

describe("GET jobs/recommended", () => {
  const path = (qs = "") => `/api/v1/jobs/recommended${qs}`;

  it("answers the candidate's recommendations, `limit` applied, and 400 for a bad limit", async () => {
    const { s, user, job } = await setting();
    await job("First", [[s.Docker.id, true]], { createdAt: minutesAgo(1) });
    await job("Second", [[s.Docker.id, true]], { createdAt: minutesAgo(2) });
    const res = await callRoute(recommendedRoute, { as: user, path: path("?limit=1") });
    expect(res.status).toBe(200);
    expect((res.body.response as { jobs: { post: string }[] }).jobs.map((j) => j.post)).toEqual(["First"]);
    const bad = await callRoute(recommendedRoute, { as: user, path: path("?limit=50") });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "VALIDATION", errors: { limit: "Limit must be at most 20" } });
  });

  it("refuses visitors (401) and other roles (403)", async () => {
    expect((await callRoute(recommendedRoute, { as: null, path: path() })).status).toBe(401);
    const employer = await createUser({ role: "Employer" });
    const res = await callRoute(recommendedRoute, { as: employer, path: path() });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("FORBIDDEN");
    await expect(recommendedJobs(employer, { limit: 20 })).rejects.toMatchObject({ status: 403 });
  });
});
