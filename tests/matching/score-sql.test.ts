// The match score has one formula (decisions.md section 14): the SQL that ranks recommended jobs and
// sort=match (matchScoreSql, jobScoresSql) must give exactly matchFrom's score, halves rounded up.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { jobScoresSql } from "@/lib/matching/service/job-scores";
import { matchFrom } from "@/lib/skills/rules/score";
import { matchesFor, matchOf, matchScoreSql } from "@/lib/skills/service/match";
import { createCandidate, createJob } from "@/tests/factories";
import { createSkills, giveCandidateSkills, giveJobSkills } from "@/tests/helpers/matching";

describe("the match score in SQL", () => {
  it("equals Math.round(100 x have / total) for every weight a job can have (up to 15 required skills)", async () => {
    const rows = await db.$queryRaw<{ have: number; total: number; score: number | null }[]>`
      SELECT have, total, ${matchScoreSql(Prisma.sql`have`, Prisma.sql`total`)} AS "score"
      FROM generate_series(1, 30) AS total, generate_series(0, 30) AS have WHERE have <= total`;
    expect(rows).toHaveLength(495);
    for (const { have, total, score } of rows) expect(score, `${have} of ${total}`).toBe(Math.round((100 * have) / total));
    // The halves that Math.round rounds up, and a job without skills (no score).
    const [half] = await db.$queryRaw<{ a: number; b: number; none: number | null }[]>`
      SELECT ${matchScoreSql(Prisma.sql`1`, Prisma.sql`2`)} AS "a", ${matchScoreSql(Prisma.sql`1`, Prisma.sql`8`)} AS "b",
             ${matchScoreSql(Prisma.sql`0`, Prisma.sql`0`)} AS "none"`;
    expect(half).toEqual({ a: 50, b: 13, none: null });
  });

  it("ranks each job of a candidate with matchFrom's score, verified matches counted", async () => {
    const s = await createSkills("Docker", "Python", "Sql", "Excel", "Rust");
    const { user } = await createCandidate();
    await giveCandidateSkills(user.id, [
      [s.Docker.id, "verified"],
      [s.Python.id, "self"],
      [s.Sql.id, "resume"],
    ]);
    const jobs: { post: string; skills: [string, boolean][]; score: number; verified: number }[] = [
      { post: "1 of 2 (nice of nice)", skills: [[s.Python.id, false], [s.Excel.id, false]], score: 50, verified: 0 },
      { post: "2 of 3 (required of required + nice)", skills: [[s.Docker.id, true], [s.Excel.id, false]], score: 67, verified: 1 },
      { post: "1 of 3 (nice of nice + required)", skills: [[s.Sql.id, false], [s.Rust.id, true]], score: 33, verified: 0 },
      { post: "1 of 8 (a half rounded up)", skills: [[s.Python.id, false], [s.Rust.id, true], [s.Excel.id, true], [`${s.Excel.id}-x`, true], [`${s.Excel.id}-y`, false]], score: 13, verified: 0 },
      { post: "all of them", skills: [[s.Docker.id, true], [s.Python.id, true], [s.Sql.id, false]], score: 100, verified: 1 },
      { post: "nothing in common", skills: [[s.Rust.id, true]], score: 0, verified: 0 },
    ];
    // The "1 of 8" job needs two more skills: the catalogue holds them under ids of its own.
    await db.skill.createMany({ data: [`${s.Excel.id}-x`, `${s.Excel.id}-y`].map((id) => ({ id, name: id, category: "Test" })) });
    const ids = new Map<string, (typeof jobs)[number]>();
    for (const job of jobs) {
      const row = await createJob({ post: job.post });
      await giveJobSkills(row.id, job.skills);
      ids.set(row.id, job);
    }

    const scored = await db.$queryRaw<{ jobId: string; score: number; verified: number }[]>`
      SELECT * FROM (${jobScoresSql(user.id, Prisma.sql`COUNT(*) BETWEEN 1 AND 100`)}) s`;
    // Jobs sharing no skill have no row: their score is 0 by definition.
    expect(scored.map((r) => ids.get(r.jobId)?.post).sort()).toEqual(jobs.filter((j) => j.score > 0).map((j) => j.post).sort());
    const details = await matchesFor([...ids.keys()].map((jobId) => ({ jobId, candidateId: user.id })));
    for (const [jobId, job] of ids) {
      const row = scored.find((r) => r.jobId === jobId);
      expect(row?.score ?? 0, job.post).toBe(job.score);
      expect(row?.verified ?? 0, job.post).toBe(job.verified);
      // The same number as the details the candidate reads (matchFrom over the job's skills).
      expect(matchOf(details, { jobId, candidateId: user.id })?.score, job.post).toBe(job.score);
    }
    // And matchFrom itself, on the lines of "2 of 3".
    expect(matchFrom([{ name: "Docker", required: true, has: true, verified: true }, { name: "Excel", required: false, has: false, verified: false }])?.score).toBe(67);
  });
});
