// Test data for the precomputed top lists (docs/decisions/0039): a small random market (skills that
// overlap, jobs open and not, candidates discoverable and not, an applicant, a sponsored graduate),
// drawn from a seed so a failure repeats; and both answers of each read, live and from the lists.
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/types";
import type { OwnJob } from "@/lib/matching/service/candidates";
import { liveCandidateRows, listedCandidateRows } from "@/lib/matching/service/candidate-rows";
import { liveRecommendedRows, listedRecommendedRows } from "@/lib/matching/service/recommended";
import { candidateFitFacts } from "@/lib/matching/service/fit";
import { refreshTopLists } from "@/lib/matching/service/top-lists/refresh";
import { createBatch, createProgramme, dayIn, enrol } from "@/tests/academy/sponsor-fixtures";
import { createEmployer, createJob } from "@/tests/factories";
import { createMatchCandidate, createSkills } from "@/tests/matching/fixtures";
import { giveJobSkills } from "@/tests/helpers/matching";

/** A deterministic generator (mulberry32): the same seed draws the same market. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pickSome = <T>(rand: () => number, items: readonly T[], min: number, max: number): T[] => {
  const count = min + Math.floor(rand() * (max - min + 1));
  return [...items].sort(() => rand() - 0.5).slice(0, count);
};

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

/** One refresh to the end (the task's run, without its time budget); `size` rows a list. */
export const refresh = (size?: number) => refreshTopLists({ now: new Date(), size, budgetMs: 120_000 });

export type Market = Awaited<ReturnType<typeof randomMarket>>;

/**
 * 6 skills, `jobs` jobs of one employer (every fifth closed, one hidden), `candidates` candidates; the
 * employer sponsored a batch one of them completed, unless `sponsor` is false.
 */
export async function randomMarket(seed: number, { jobs = 14, candidates = 12, sponsor = true } = {}) {
  const rand = seeded(seed);
  const skills = Object.values(await createSkills("S0", "S1", "S2", "S3", "S4", "S5"));
  const { user: owner, employer } = await createEmployer();
  const jobIds: string[] = [];
  for (let i = 0; i < jobs; i++) {
    const closed = i % 5 === 4 ? { closedAt: minutesAgo(5), closeReason: "filled" as const } : {};
    const job = await createJob({ employerId: employer.id, post: `Job ${i}`, createdAt: minutesAgo(1000 - i), ...closed });
    await giveJobSkills(job.id, pickSome(rand, skills, 1, 4).map((s) => [s.id, rand() < 0.6] as [string, boolean]));
    jobIds.push(job.id);
  }
  await db.job.update({ where: { id: jobIds[1] }, data: { hiddenAt: new Date() } });
  const candidateIds: string[] = [];
  for (let i = 0; i < candidates; i++) {
    const mine = pickSome(rand, skills, 1, 5).map((s) => ({ id: s.id, verified: rand() < 0.3 }));
    const user = await createMatchCandidate({ name: `Candidate ${i}`, discoverable: rand() < 0.8, skills: mine });
    candidateIds.push(user.id);
  }
  // An applicant (left out of both reads) and a graduate of a batch the employer sponsored (put first).
  await db.application.create({ data: { jobId: jobIds[0], candidateId: candidateIds[0] } });
  if (sponsor) {
    const programme = await createProgramme("Sponsored", [skills[0].id]);
    const batch = await createBatch(programme.id, { startDate: dayIn(-30), sponsorEmployerId: employer.id });
    await enrol(batch.id, candidateIds[1], "completed");
  }
  return { skills, owner, employer, jobIds, candidateIds };
}

export const candidateUser = (id: string) => ({ id, role: "Candidate", name: "Candidate", email: `${id}@example.test` }) as SessionUser;

/** What the matching reads need of a job (as ownJob answers it). */
export function ownJobOf(id: string): Promise<OwnJob> {
  return db.job.findUniqueOrThrow({
    where: { id },
    select: { id: true, employerId: true, post: true, skillWeight: true, status: true, validThrough: true, closedAt: true, hiddenAt: true, employer: { select: { orgName: true } } },
  });
}

/** Recommended jobs both ways, as [job id, score] lines (listed: null when the list cannot serve). */
export async function recommendedBothWays(candidateId: string, limit = 20) {
  const line = (rows: { id: string }[]) => rows.map((row) => row.id);
  const facts = await candidateFitFacts(candidateId);
  const listed = await listedRecommendedRows(candidateId, limit, facts);
  return { live: line(await liveRecommendedRows(candidateId, limit, facts)), listed: listed && line(listed) };
}

/** A page of matching candidates both ways, as "id score verified sponsored" lines. */
export async function matchingBothWays(jobId: string, page = 1, verifiedOnly = false) {
  const job = await ownJobOf(jobId);
  const query = { page, verifiedOnly };
  const offset = (page - 1) * 20;
  const line = (rows: { candidateId: string; score: number; verified: number; sponsored: boolean }[]) =>
    rows.map((r) => `${r.candidateId} ${r.score} ${r.verified} ${r.sponsored}`);
  const listed = await listedCandidateRows(job, query, offset);
  return { live: line(await liveCandidateRows(job, query, offset)), listed: listed && line(listed) };
}

/** The rows of a candidate's list (job ids, best first) and of a job's list (candidate ids). */
export async function listOfCandidate(candidateId: string): Promise<string[]> {
  const rows = await db.topJob.findMany({ where: { candidateId }, orderBy: [{ score: "desc" }, { verified: "desc" }, { jobCreatedAt: "desc" }, { jobId: "desc" }], select: { jobId: true } });
  return rows.map((row) => row.jobId);
}

export async function listOfJob(jobId: string): Promise<string[]> {
  const rows = await db.topCandidate.findMany({ where: { jobId }, orderBy: [{ score: "desc" }, { verified: "desc" }, { candidateId: "asc" }], select: { candidateId: true } });
  return rows.map((row) => row.candidateId);
}
