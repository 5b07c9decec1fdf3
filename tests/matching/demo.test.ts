// The demo shows matching at once (issue 23): after `npm run db:seed`, Priya gets recommendations in
// words, the demo employer finds candidates for a job nobody applied to, and seeding twice changes nothing.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { DEMO_ACCOUNTS, seedDemoData } from "@/lib/seed/demo";
import { recommendedJobs } from "@/lib/matching/service/recommended";
import { listMatchingCandidates } from "@/lib/matching/service/candidates";
import type { SessionUser } from "@/lib/auth/types";

// The demo candidate's files go to a private folder, not the project's .data.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "matching-seed-"));

const sessionOf = async (email: string, role: SessionUser["role"]): Promise<SessionUser> => {
  const user = await db.user.findUniqueOrThrow({ where: { email_role: { email, role } }, select: { id: true, name: true, email: true, role: true } });
  return user as SessionUser;
};

beforeAll(async () => {
  await seedDemoData();
});

describe("the demo's skills", () => {
  it("recommends the frontend and software jobs to Priya, best first, never the one she applied to", async () => {
    const priya = await sessionOf(DEMO_ACCOUNTS.candidate.email, "Candidate");
    const { jobs } = await recommendedJobs(priya);
    expect(jobs.length).toBeGreaterThanOrEqual(3);
    expect(jobs[0]).toMatchObject({ post: "Frontend Developer", match: { score: 91, missing: ["Web accessibility"] } });
    expect(new Set(jobs.map((job) => job.post))).toEqual(new Set(["Frontend Developer", "Software Developer"]));
    const applied = await db.application.findMany({ where: { candidateId: priya.id }, select: { jobId: true } });
    expect(jobs.map((job) => job.id)).not.toContain(applied[0].jobId);
  });

  it("shows the demo employer who matches its Backend Developer opening, without contact details", async () => {
    const employer = await sessionOf(DEMO_ACCOUNTS.employer.email, "Employer");
    const job = await db.job.findFirstOrThrow({ where: { post: "Backend Developer", employer: { userId: employer.id } }, select: { id: true } });
    const { candidates } = await listMatchingCandidates(employer, { id: job.id }, { page: 1, verifiedOnly: false });
    expect(candidates[0]).toMatchObject({ name: "Rahul Verma", city: "Bengaluru", workExperience: 5, match: { score: 100 } });
    expect(JSON.stringify(candidates)).not.toContain("@example.com");
  });

  it("seeds skills once", async () => {
    const before = await Promise.all([db.jobSkill.count(), db.candidateSkill.count()]);
    await seedDemoData();
    expect(await Promise.all([db.jobSkill.count(), db.candidateSkill.count()])).toEqual(before);
  });
});
