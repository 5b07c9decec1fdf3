// Matching candidates for one of the employer's jobs (decisions.md section 14). The rules:
// - The job's owner only (an approved company); another employer's job, or a deleted one, is a 404.
// - Only discoverable candidates (CandidateProfile.discoverable), whose account is neither erased nor
//   scheduled for deletion, having at least one of the job's skills: CandidateSkill.discoverable says
//   all of that (triggers keep the copy, see the skills_matching migration). Those who already applied
//   are left out: the employer sees them on the Applicants tab, and inviting them would make no sense.
// - Best first: graduates of a batch this employer sponsored (a completed Enrollment in a Batch whose
//   sponsorEmployerId is the job's employer: "Trained with your sponsorship", decisions.md section 15),
//   then score, then more verified matched skills, then candidateId (a total order, so pages never
//   overlap); 20 a page. verifiedOnly keeps candidates with at least one verified matched skill.
// - Ranking runs in SQL: from the job's JobSkill rows to the discoverable CandidateSkill rows of each
//   skill (an index-only walk of CandidateSkill_skillId_discoverable_userId_source_idx), grouped by
//   candidate; only the page's rows are joined to their name and profile, and the page's match details
//   come from matchesFor in one more query.
// - Never an e-mail, phone, address or document: the row is name, city, experience and the match.
import "server-only";
import { notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { approvedEmployer, managedBy } from "@/lib/job-posting/service/approved-employer";
import type { MatchingCandidatesPage } from "@/lib/matching/candidates-contract";
import { MATCHING_PAGE_SIZE, type JobParams, type MatchingCandidatesQuery } from "@/lib/matching/schemas";
import { matchesFor, matchOf, matchScoreSql, skillWeightSql } from "@/lib/skills/service/match";

export const JOB_NOT_FOUND_MESSAGE = "Job not found";

/** What the matching calls need of the employer's own live job. */
export type OwnJob = {
  id: string;
  employerId: string;
  post: string;
  skillWeight: number;
  status: string;
  validThrough: Date | null;
  closedAt: Date | null;
  hiddenAt: Date | null;
  employer: { orgName: string };
};

/** One of the acting employer's own jobs, not deleted; 403 for a company not approved, else 404. */
export async function ownJob(user: SessionUser, jobId: string): Promise<OwnJob> {
  await approvedEmployer(user);
  const job = await db.job.findFirst({
    where: { id: jobId, deletedAt: null, employer: managedBy(user.id) },
    select: { id: true, employerId: true, post: true, skillWeight: true, status: true, validThrough: true, closedAt: true, hiddenAt: true, employer: { select: { orgName: true } } },
  });
  if (!job) throw notFound(JOB_NOT_FOUND_MESSAGE);
  return job;
}

type RankedRow = {
  candidateId: string;
  name: string;
  city: string | null;
  workExperience: number | null;
  score: number;
  verified: number;
  invited: boolean;
  sponsored: boolean;
};

/** One page of the discoverable candidates matching the job, best first (see the rules above). */
export async function listMatchingCandidates(user: SessionUser, { id }: JobParams, query: MatchingCandidatesQuery): Promise<MatchingCandidatesPage> {
  const job = await ownJob(user, id);
  // A job without skills has no score (decisions.md section 14): nobody matches it.
  if (job.skillWeight <= 0) return { candidates: [], hasNextPage: false };

  const offset = (query.page - 1) * MATCHING_PAGE_SIZE;
  const verifiedOnly = query.verifiedOnly ? Prisma.sql`AND m."verified" > 0` : Prisma.empty;
  // The employer's sponsored graduates are few (a batch has tens of seats): one hashed set per query,
  // not a look-up per matching candidate.
  const sponsoredGraduates = Prisma.sql`
    SELECT e."candidateId" FROM "Batch" b JOIN "Enrollment" e ON e."batchId" = b."id" AND e."status" = 'completed'
    WHERE b."sponsorEmployerId" = ${job.employerId}`;
  // The score ranks by `have` (the job's total is one number), and distinct `have`s round to distinct
  // scores (a job's total is at most 30), so ordering by the score is ordering by the weights matched.
  const rows = await db.$queryRaw<RankedRow[]>`
    WITH ranked AS (
      SELECT m."userId", ${matchScoreSql(Prisma.sql`m."have"`, Prisma.sql`${job.skillWeight}::int`)} AS "score", m."verified",
             m."userId" IN (${sponsoredGraduates}) AS "sponsored"
      FROM (
        SELECT cs."userId", SUM(${skillWeightSql})::int AS "have", (COUNT(*) FILTER (WHERE cs."source" = 'verified'))::int AS "verified"
        FROM "JobSkill" js JOIN "CandidateSkill" cs ON cs."skillId" = js."skillId" AND cs."discoverable"
        WHERE js."jobId" = ${job.id}
        GROUP BY cs."userId"
      ) m
      WHERE NOT EXISTS (SELECT 1 FROM "Application" a WHERE a."jobId" = ${job.id} AND a."candidateId" = m."userId") ${verifiedOnly}
      ORDER BY "sponsored" DESC, "score" DESC, m."verified" DESC, m."userId"
      LIMIT ${MATCHING_PAGE_SIZE + 1} OFFSET ${offset}
    )
    SELECT r."userId" AS "candidateId", u."name", p."prefferedLocation" AS "city", p."workExperience", r."score", r."verified", r."sponsored",
           EXISTS (SELECT 1 FROM "JobInvitation" i WHERE i."jobId" = ${job.id} AND i."candidateId" = r."userId") AS "invited"
    FROM ranked r JOIN "User" u ON u."id" = r."userId" JOIN "CandidateProfile" p ON p."userId" = r."userId"
    ORDER BY r."sponsored" DESC, r."score" DESC, r."verified" DESC, r."userId"`;

  const page = rows.slice(0, MATCHING_PAGE_SIZE);
  const matches = await matchesFor(page.map((row) => ({ jobId: job.id, candidateId: row.candidateId })));
  const candidates: MatchingCandidatesPage["candidates"] = [];
  for (const row of page) {
    // Absent only if the job's skills were removed between the two reads: the row is then no match.
    const match = matchOf(matches, { jobId: job.id, candidateId: row.candidateId });
    if (!match) continue;
    candidates.push({ candidateId: row.candidateId, name: row.name, city: row.city, workExperience: row.workExperience, match, invited: row.invited, sponsoredGraduate: row.sponsored });
  }
  return { candidates, hasNextPage: rows.length > MATCHING_PAGE_SIZE };
}
