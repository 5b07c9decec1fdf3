// Recommendations fit the person (decisions.md section 20, issue 43): a 4-year analyst expecting ₹9 L a
// year gets analyst jobs at their level first, not internships at ₹20,000 a month that also match every
// skill; the same order from the live query and from the precomputed list; `match.fit` in words; the
// rule in SQL (fitRankSql) gives what the rule in TypeScript (fitRank) gives, job by job.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { recommendedJobs } from "@/lib/matching/service/recommended";
import { candidateFitFacts, fitRankSql, jobMatchForCandidate } from "@/lib/matching/service/fit";
import { fitRank, type CandidateFitFacts } from "@/lib/matching/rules";
import { createCandidate, createEmployer, createJob } from "@/tests/factories";
import { createSkills, giveCandidateSkills, giveJobSkills } from "@/tests/helpers/matching";
import { candidateUser, recommendedBothWays, refresh } from "@/tests/matching/top-lists-fixtures";

const monthly = (rupees: number) => ({ min: rupees, max: rupees, unit: "MONTH" as const });
const yearly = (min: number, max: number) => ({ min, max, unit: "YEAR" as const });

/** The market of the issue: every job asks SQL and Excel, so every one is a 100% skill match. */
async function market() {
  const s = await createSkills("Sql", "Excel");
  const { employer } = await createEmployer();
  const job = async (post: string, extra: Parameters<typeof createJob>[0] & object, minutesOld: number) => {
    const row = await createJob({ employerId: employer.id, post, city: "Delhi", state: "Delhi", createdAt: new Date(Date.now() - minutesOld * 60_000), ...extra });
    await giveJobSkills(row.id, [
      [s.Sql.id, true],
      [s.Excel.id, true],
    ]);
    return row;
  };
  // Internships are the newest, so by score and age alone they would come first.
  for (let i = 0; i < 5; i += 1) await job(`Analytics Intern ${i}`, { employmentType: "Internship", minExperience: 0, salary: monthly(20_000) }, i);
  await job("Senior Analyst", { minExperience: 3, salary: yearly(800_000, 1_200_000), city: "Pune" }, 30);
  await job("Data Analyst", { minExperience: 2, salary: yearly(700_000, 1_000_000), city: "Mumbai" }, 40);
  await job("Analytics Lead", { minExperience: 8, salary: yearly(2_000_000, 2_800_000) }, 20);
  await job("Junior Analyst", { minExperience: 0, salary: yearly(900_000, 950_000) }, 50);
  await job("Analyst, pay not stated", { minExperience: 4 }, 60);
  return s;
}

async function analyst(s: Awaited<ReturnType<typeof market>>, profile: { workExperience?: number | null; expectedSalary?: number | null; prefferedLocation?: string }) {
  const { user } = await createCandidate();
  await db.candidateProfile.update({ where: { userId: user.id }, data: profile });
  await giveCandidateSkills(user.id, [
    [s.Sql.id, "self"],
    [s.Excel.id, "self"],
  ]);
  return user;
}

describe("recommendations by fit", () => {
  // One market for the file (a fresh database per file); each test is its own person.
  let s: Awaited<ReturnType<typeof market>>;
  beforeAll(async () => {
    s = await market();
  });

  it("puts the analyst's level first: fitting jobs, then below their level, then asking more or paying less", async () => {
    const user = await analyst(s, { workExperience: 4, expectedSalary: 900_000, prefferedLocation: "Pune, Bengaluru" });
    const jobs = (await recommendedJobs(candidateUser(user.id))).jobs;
    expect(jobs.map((j) => j.post)).toEqual([
      // Rank 0, then newest: the same score everywhere.
      "Senior Analyst",
      "Data Analyst",
      "Analyst, pay not stated",
      // Rank 1: asks no experience but pays enough.
      "Junior Analyst",
      // Rank 2: asks 8 years; the internships pay ₹2.4 L a year.
      "Analytics Intern 0",
      "Analytics Intern 1",
      "Analytics Intern 2",
      "Analytics Intern 3",
      "Analytics Intern 4",
      "Analytics Lead",
    ]);
    expect(jobs.every((j) => j.match.score === 100)).toBe(true);
    expect(jobs[0]!.match.fit).toEqual(["Fits your 4 years of experience", "Pays within your expectation", "In Pune, where you prefer to work"]);
    expect(jobs.find((j) => j.post === "Junior Analyst")!.match.fit).toEqual(["Pays within your expectation"]);
    expect(jobs.find((j) => j.post === "Analytics Intern 0")!.match.fit).toEqual([]);
  });

  it("ranks by score and age alone for a person who said nothing to compare", async () => {
    const user = await analyst(s, { workExperience: null, expectedSalary: null });
    const jobs = (await recommendedJobs(candidateUser(user.id))).jobs;
    expect(jobs.slice(0, 5).map((j) => j.post)).toEqual(["Analytics Intern 0", "Analytics Intern 1", "Analytics Intern 2", "Analytics Intern 3", "Analytics Intern 4"]);
    expect(jobs[0]!.match.fit).toEqual([]);
  });

  it("answers the same from the precomputed list as live, full page or not", async () => {
    const user = await analyst(s, { workExperience: 4, expectedSalary: 900_000 });
    const before = await recommendedBothWays(user.id, 3);
    await refresh();
    for (const limit of [1, 2, 3, 4, 10, 20]) {
      const both = await recommendedBothWays(user.id, limit);
      // Listed may decline (then the live query answers); when it answers, it is the live answer.
      if (both.listed) expect(both.listed).toEqual(both.live);
    }
    // A full page of fitting jobs, or the complete list, lets the list answer.
    expect((await recommendedBothWays(user.id, 3)).listed).toEqual(before.live);
    expect((await recommendedBothWays(user.id, 20)).listed).not.toBeNull();
  });

  it("gives in SQL the rank the TypeScript rule gives, for every job and several people", async () => {
    const people: CandidateFitFacts[] = [
      { experience: 4, expectedSalary: 900_000, preferredLocations: [] },
      { experience: 0, expectedSalary: null, preferredLocations: [] },
      { experience: 2, expectedSalary: 2_500_000, preferredLocations: [] },
      { experience: null, expectedSalary: 100_000, preferredLocations: [] },
      { experience: 10, expectedSalary: null, preferredLocations: [] },
    ];
    for (const person of people) {
      const rows = await db.$queryRaw<{ minExperience: number; salaryYearlyMax: number | null; employmentType: string; city: string; workplaceType: string; rank: number }[]>`
        SELECT j."minExperience", j."salaryYearlyMax", j."employmentType"::text AS "employmentType", j."city", j."workplaceType"::text AS "workplaceType",
               ${fitRankSql(person)} AS "rank"
        FROM "Job" j ${Prisma.empty}`;
      expect(rows.length).toBe(10);
      for (const row of rows) expect(row.rank, JSON.stringify({ person, row })).toBe(fitRank(person, row));
    }
  });

  it("reads the facts from the profile (a fresher has 0 years) and shows the match and fit on a job's page", async () => {
    const user = await analyst(s, { workExperience: null, expectedSalary: 600_000, prefferedLocation: "Mumbai" });
    await db.candidateProfile.update({ where: { userId: user.id }, data: { isFresher: true } });
    expect(await candidateFitFacts(user.id)).toEqual({ experience: 0, expectedSalary: 600_000, preferredLocations: ["mumbai"] });
    const job = await db.job.findFirstOrThrow({ where: { post: "Data Analyst" } });
    const match = await jobMatchForCandidate(user.id, job);
    expect(match).toMatchObject({ score: 100, fit: ["Pays within your expectation", "In Mumbai, where you prefer to work"] });
  });
});
