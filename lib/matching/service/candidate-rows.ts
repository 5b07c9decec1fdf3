// The ranked rows of a page of matching candidates (candidates.ts has the rules), two ways: live, over
// every discoverable candidate sharing a skill with the job, and from the job's precomputed top list
// (docs/decisions/0039) when it may serve. Best first: the employer's sponsored graduates, then score,
// then more verified matched skills, then candidateId; 21 rows (the page and whether one follows).
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { OwnJob } from "@/lib/matching/service/candidates";
import { MATCHING_PAGE_SIZE, type MatchingCandidatesQuery } from "@/lib/matching/schemas/candidates";
import { candidateMatchesSql } from "@/lib/matching/service/job-scores";
import { matchLinesSql } from "@/lib/matching/service/match-lines";
import type { MatchLine } from "@/lib/skills/rules/score";
import { matchScoreSql, skillWeightSql } from "@/lib/skills/service/match";

export type RankedRow = {
  candidateId: string;
  /** The match's lines (match-lines.ts): the page needs no second query. */
  lines: MatchLine[] | null;
  name: string;
  city: string | null;
  workExperience: number | null;
  score: number;
  verified: number;
  invited: boolean;
  sponsored: boolean;
};

/** The employer's sponsored graduates (decisions.md section 15): few (a batch has tens of seats). */
const sponsoredGraduatesSql = (employerId: string) => Prisma.sql`
  SELECT e."candidateId" FROM "Batch" b JOIN "Enrollment" e ON e."batchId" = b."id" AND e."status" = 'completed'
  WHERE b."sponsorEmployerId" = ${employerId}`;

/** The per-row columns both reads add (r = the ranked rows): invited, and the match's lines. */
const rowExtrasSql = (jobId: string) => Prisma.sql`
  EXISTS (SELECT 1 FROM "JobInvitation" i WHERE i."jobId" = ${jobId} AND i."candidateId" = r."userId") AS "invited",
  ${matchLinesSql(Prisma.sql`${jobId}`, Prisma.sql`r."userId"`)} AS "lines"`;
const notApplicantSql = (jobId: string) => Prisma.sql`NOT EXISTS (SELECT 1 FROM "Application" a WHERE a."jobId" = ${jobId} AND a."candidateId" = r."userId")`;

/** The live answer: ranked over every discoverable candidate sharing a skill with the job. */
export async function liveCandidateRows(job: OwnJob, query: MatchingCandidatesQuery, offset: number): Promise<RankedRow[]> {
  const verifiedOnly = query.verifiedOnly ? Prisma.sql`AND m."verified" > 0` : Prisma.empty;
  // The score ranks by `have` (the job's total is one number), and distinct `have`s round to distinct
  // scores (a job's total is at most 30), so ordering by the score is ordering by the weights matched.
  return db.$queryRaw<RankedRow[]>`
    WITH ranked AS (
      SELECT m."userId", ${matchScoreSql(Prisma.sql`m."have"`, Prisma.sql`${job.skillWeight}::int`)} AS "score", m."verified",
             m."userId" IN (${sponsoredGraduatesSql(job.employerId)}) AS "sponsored"
      FROM (${candidateMatchesSql(job.id)}) m
      WHERE NOT EXISTS (SELECT 1 FROM "Application" a WHERE a."jobId" = ${job.id} AND a."candidateId" = m."userId") ${verifiedOnly}
      ORDER BY "sponsored" DESC, "score" DESC, "verified" DESC, "userId"
      LIMIT ${MATCHING_PAGE_SIZE + 1} OFFSET ${offset}
    )
    SELECT r."userId" AS "candidateId", u."name", p."prefferedLocation" AS "city", p."workExperience", r."score", r."verified", r."sponsored",
           ${rowExtrasSql(job.id)}
    FROM ranked r JOIN "User" u ON u."id" = r."userId" JOIN "CandidateProfile" p ON p."userId" = r."userId"
    ORDER BY r."sponsored" DESC, r."score" DESC, r."verified" DESC, r."userId"`;
}

/**
 * The list's rows as ("userId", "score", "verified", "sponsored"). With sponsored graduates (few, and
 * the employer's own) they are scored live and put first, as the live query does, and the list gives
 * the rest; without, the list alone (a simpler statement: planning is most of a list read's time).
 */
function listRowsSql(job: OwnJob, sponsors: boolean): Prisma.Sql {
  if (!sponsors) return Prisma.sql`SELECT t."candidateId" AS "userId", t."score", t."verified", false AS "sponsored" FROM "TopCandidate" t WHERE t."jobId" = ${job.id}`;
  return Prisma.sql`
    WITH sponsored AS (
      SELECT cs."userId", SUM(${skillWeightSql})::int AS "have", (COUNT(*) FILTER (WHERE cs."source" = 'verified'))::int AS "verified"
      FROM (SELECT DISTINCT g."candidateId" FROM (${sponsoredGraduatesSql(job.employerId)}) g) g
      JOIN "CandidateSkill" cs ON cs."userId" = g."candidateId" AND cs."discoverable"
      JOIN "JobSkill" js ON js."jobId" = ${job.id} AND js."skillId" = cs."skillId"
      GROUP BY cs."userId"
    )
    SELECT s."userId", ${matchScoreSql(Prisma.sql`s."have"`, Prisma.sql`${job.skillWeight}::int`)} AS "score", s."verified", true AS "sponsored"
    FROM sponsored s
    UNION ALL
    SELECT t."candidateId", t."score", t."verified", false
    FROM "TopCandidate" t WHERE t."jobId" = ${job.id} AND t."candidateId" NOT IN (SELECT "userId" FROM sponsored)`;
}

type ListedRow = RankedRow & { complete: boolean; sponsors: boolean };

/** A page from the list (none when the list is missing or dirty); each row checked as of now. */
function readList(job: OwnJob, query: MatchingCandidatesQuery, offset: number, sponsors: boolean): Promise<ListedRow[]> {
  const verifiedOnly = query.verifiedOnly ? Prisma.sql`AND r."verified" > 0` : Prisma.empty;
  // The state row first (one row, or none: nothing else is read); each candidate then by key, still
  // discoverable with the account staying, and not an applicant.
  return db.$queryRaw<ListedRow[]>`
    SELECT r."userId" AS "candidateId", c."name", c."city", c."workExperience", r."score", r."verified", r."sponsored",
           ${rowExtrasSql(job.id)}, l."complete", l."sponsors"
    FROM (
      SELECT "complete", EXISTS (SELECT 1 FROM "Batch" b WHERE b."sponsorEmployerId" = ${job.employerId}) AS "sponsors"
      FROM "TopCandidateList" WHERE "jobId" = ${job.id} AND NOT "dirty"
    ) l
    CROSS JOIN (${listRowsSql(job, sponsors)}) r
    CROSS JOIN LATERAL (
      SELECT u."name", p."prefferedLocation" AS "city", p."workExperience"
      FROM "User" u JOIN "CandidateProfile" p ON p."userId" = u."id"
      WHERE u."id" = r."userId" AND u."deletedAt" IS NULL AND u."deletionRequestedAt" IS NULL AND p."discoverable"
      LIMIT 1
    ) c
    WHERE ${notApplicantSql(job.id)} ${verifiedOnly}
    ORDER BY r."sponsored" DESC, r."score" DESC, r."verified" DESC, r."userId"
    LIMIT ${MATCHING_PAGE_SIZE + 1} OFFSET ${offset}`;
}

/**
 * The answer from the job's precomputed list, or null when it cannot serve: no list (a job that is
 * not open keeps none), dirty (its skills changed since), or the page runs short while candidates
 * beyond the list may qualify (not complete: a page past the list's end, or filters).
 */
export async function listedCandidateRows(job: OwnJob, query: MatchingCandidatesQuery, offset: number): Promise<RankedRow[] | null> {
  let rows = await readList(job, query, offset, false);
  let state: { complete: boolean; sponsors: boolean } | undefined = rows[0];
  if (!state) {
    [state] = await db.$queryRaw<{ complete: boolean; sponsors: boolean }[]>`
      SELECT "complete", EXISTS (SELECT 1 FROM "Batch" b WHERE b."sponsorEmployerId" = ${job.employerId}) AS "sponsors"
      FROM "TopCandidateList" WHERE "jobId" = ${job.id} AND NOT "dirty"`;
    if (!state) return null;
  }
  if (state.sponsors) rows = await readList(job, query, offset, true);
  if (rows.length > MATCHING_PAGE_SIZE || (rows[0] ?? state).complete) return rows;
  return null;
}
