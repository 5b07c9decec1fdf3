// The skills of npm run bench:match, bulk-loaded in SQL on top of loadBenchJobs' jobs: every job gets
// 5 skills (3 required), every candidate 10. Two ways to draw them (BENCH_SKEW):
// - "sector" (default): each job and each candidate belongs to one category of the catalogue (a sector:
//   web development, accounting, nursing...) and draws 70% of its skills there, 30% anywhere, as real
//   profiles and postings do;
// - "core": 80% of all draws come from one common core of 60 skills, as if every job and every person
//   listed the same few. The hard case: a common skill links to a tenth of all jobs and candidates.
import { Client } from "pg";

const COMMON_SKILLS = 60;
const BATCH = 100_000;

/** Loads `candidates` discoverable-or-not candidates with 10 skills each, and 5 skills on every job. */
export async function loadBenchSkills(url: string, candidates: number, jobs: number, skew: "sector" | "core" = "sector") {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const started = Date.now();
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Skill"`);
    if (rows[0].n < COMMON_SKILLS * 2) throw new Error(`the skill catalogue has ${rows[0].n} skills: migrate first`);
    // The same common core for jobs and candidates: a fixed pseudo-random choice of the catalogue.
    const total = rows[0].n;
    await client.query(`
      CREATE TEMP TABLE bench_skills AS
      SELECT ARRAY(SELECT id FROM "Skill" ORDER BY md5(id) LIMIT ${COMMON_SKILLS}) AS common, ARRAY(SELECT id FROM "Skill" ORDER BY id) AS every;
      CREATE TEMP TABLE bench_sectors AS
      SELECT (row_number() OVER (ORDER BY category))::int - 1 AS sector, array_agg(id ORDER BY id) AS skills, count(*)::int AS n
      FROM "Skill" GROUP BY category;`);
    const sectors = (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM bench_sectors`)).rows[0].n;
    // One draw for row i in round d. The arrays are read once (an uncorrelated subquery) or once per
    // sector (correlated); random() in a subscript is evaluated per row.
    const anywhere = `(SELECT every FROM bench_skills)[1 + floor(random() * ${total})::int]`;
    const draw =
      skew === "core"
        ? `CASE WHEN random() < 0.8 THEN (SELECT common FROM bench_skills)[1 + floor(random() * ${COMMON_SKILLS})::int] ELSE ${anywhere} END`
        : `CASE WHEN random() < 0.7 THEN (SELECT s.skills[1 + floor(random() * s.n)::int] FROM bench_sectors s WHERE s.sector = (i + 0 * d) % ${sectors}) ELSE ${anywhere} END`;

    for (let from = 1; from <= jobs; from += BATCH) {
      const to = Math.min(jobs, from + BATCH - 1);
      // 8 draws, distinct, the first 5 kept; the first 3 of them required.
      await client.query(`
        INSERT INTO "JobSkill" ("jobId", "skillId", "required")
        SELECT 'bench_j' || i, skill, rn <= 3
        FROM (
          SELECT i, skill, row_number() OVER (PARTITION BY i ORDER BY min(d)) AS rn
          FROM (SELECT i, d, ${draw} AS skill FROM generate_series(${from}, ${to}) AS i, generate_series(1, 8) AS d) x
          WHERE skill IS NOT NULL GROUP BY i, skill
        ) y
        WHERE rn <= 5`);
    }
    // Job.skillWeight and JobSkill.jobWeight: written by the migration's triggers, as for every posting.

    // A bulk load sets CandidateSkill.discoverable itself (the profile's value, below) instead of the
    // row trigger's look-up per row; the trigger is back on before anything reads.
    await client.query(`ALTER TABLE "CandidateSkill" DISABLE TRIGGER "candidate_skill_discoverable"`);
    for (let from = 1; from <= candidates; from += BATCH) {
      const to = Math.min(candidates, from + BATCH - 1);
      await client.query(`
        INSERT INTO "User" (id, email, role, name, "passwordHash", "updatedAt")
        SELECT 'bench_c' || i, 'candidate' || i || '@bench.example', 'Candidate', 'Candidate ' || i, 'x', now()
        FROM generate_series(${from}, ${to}) AS i;
        INSERT INTO "CandidateProfile" (id, "userId", "workExperience", "subLocation", discoverable, "isProfileCompleted", "updatedAt")
        SELECT 'bench_p' || i, 'bench_c' || i, floor(random() * 15)::int,
               (ARRAY['Pune','Mumbai','Bengaluru','Hyderabad','Chennai','Delhi','Kolkata','Noida'])[1 + i % 8],
               i % 10 < 7, true, now()
        FROM generate_series(${from}, ${to}) AS i;
        INSERT INTO "CandidateSkill" ("userId", "skillId", level, source, discoverable, "updatedAt")
        SELECT 'bench_c' || i, skill, 1 + floor(random() * 5)::int,
               CASE WHEN random() < 0.1 THEN 'verified' ELSE 'self' END::"SkillSource", i % 10 < 7, now()
        FROM (
          SELECT i, skill, row_number() OVER (PARTITION BY i ORDER BY min(d)) AS rn
          FROM (SELECT i, d, ${draw} AS skill FROM generate_series(${from}, ${to}) AS i, generate_series(1, 14) AS d) x
          WHERE skill IS NOT NULL GROUP BY i, skill
        ) y
        WHERE rn <= 10;`);
    }
    await client.query(`ALTER TABLE "CandidateSkill" ENABLE TRIGGER "candidate_skill_discoverable"`);
    await client.query(`VACUUM ANALYZE`);
    const counts = await client.query<{ js: number; cs: number }>(
      `SELECT (SELECT count(*)::int FROM "JobSkill") AS js, (SELECT count(*)::int FROM "CandidateSkill") AS cs`,
    );
    console.log(
      `loaded ${counts.rows[0].js} job skills and ${candidates} candidates with ${counts.rows[0].cs} skills in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await client.end();
  }
}
