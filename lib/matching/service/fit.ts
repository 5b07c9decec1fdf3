// How a job fits the candidate beside the skill score (decisions.md section 20): the candidate's facts
// read once, and the fit's rank in SQL so recommendations are ordered by it in the database. The rule
// itself, and its words, are lib/matching/rules.ts (fitRank): this file says the same in SQL, and
// tests/matching/fit.test.ts holds the two to the same answers on a small market.
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { fitWords, preferredPlaces, SENIOR_YEARS, type CandidateFitFacts, type JobFitFacts } from "@/lib/matching/rules";
import type { MatchJson } from "@/lib/skills/contract";
import { matchesFor, matchOf } from "@/lib/skills/service/match";

/** The candidate's experience (0 for a fresher), expected yearly salary and preferred places. */
export async function candidateFitFacts(candidateId: string): Promise<CandidateFitFacts> {
  const profile = await db.candidateProfile.findUnique({
    where: { userId: candidateId },
    select: { workExperience: true, isFresher: true, expectedSalary: true, prefferedLocation: true },
  });
  return {
    experience: profile?.isFresher ? 0 : (profile?.workExperience ?? null),
    expectedSalary: profile?.expectedSalary ?? null,
    preferredLocations: preferredPlaces(profile?.prefferedLocation),
  };
}

/** Whether every job ranks the same for this person (nothing known to compare): the order is the score's. */
export const fitIsFlat = (facts: CandidateFitFacts) => facts.experience === null && facts.expectedSalary === null;

/** SQL: fitRank for the job `j` ("Job"), the candidate's facts as parameters. */
export function fitRankSql({ experience, expectedSalary }: CandidateFitFacts): Prisma.Sql {
  const tooSenior = experience === null ? Prisma.sql`false` : Prisma.sql`j."minExperience" > ${experience}::int`;
  const paysLess =
    expectedSalary === null ? Prisma.sql`false` : Prisma.sql`COALESCE(j."salaryYearlyMax" < ${expectedSalary}::int, false)`;
  const belowLevel =
    experience !== null && experience >= SENIOR_YEARS
      ? Prisma.sql`(j."employmentType" = 'Internship' OR j."minExperience" = 0)`
      : Prisma.sql`false`;
  return Prisma.sql`(CASE WHEN ${tooSenior} OR ${paysLess} THEN 2 WHEN ${belowLevel} THEN 1 ELSE 0 END)`;
}

/** A candidate's match on a job's own page (decisions.md section 20): the skills' match and the fit's words. */
export async function jobMatchForCandidate(candidateId: string, job: JobFitFacts & { id: string }): Promise<MatchJson | undefined> {
  const [matches, facts] = await Promise.all([matchesFor([{ jobId: job.id, candidateId }]), candidateFitFacts(candidateId)]);
  const match = matchOf(matches, { jobId: job.id, candidateId });
  return match && { ...match, fit: fitWords(facts, job) };
}
