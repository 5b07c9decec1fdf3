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
//   candidate; or, for an open job whose precomputed top list is fresh, from that list
//   (docs/decisions/0039). Only the page's rows are joined to their name and profile, with their match
//   details in the same query (match-lines.ts).
// - Never an e-mail, phone, address or document: the row is name, city, experience and the match.
import "server-only";
import { notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { approvedEmployer } from "@/lib/job-posting/service/approved-employer";
import type { MatchingCandidatesPage } from "@/lib/matching/contract/candidates";
import { MATCHING_PAGE_SIZE, type JobParams, type MatchingCandidatesQuery } from "@/lib/matching/schemas/candidates";
import { isJobOpen } from "@/lib/job-search/service/lifecycle";
import { listedCandidateRows, liveCandidateRows } from "@/lib/matching/service/candidate-rows";
import { matchesOf } from "@/lib/matching/service/match-lines";

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
  // The member's one company, refused to interviewers: its jobs are the ones they manage (managedBy).
  const company = await approvedEmployer(user);
  const [row] = await db.$queryRaw<(Omit<OwnJob, "employer"> & { orgName: string })[]>`
    SELECT j."id", j."employerId", j."post", j."skillWeight", j."status"::text AS "status", j."validThrough", j."closedAt", j."hiddenAt", e."orgName"
    FROM "Job" j JOIN "Employer" e ON e."id" = j."employerId"
    WHERE j."id" = ${jobId} AND j."deletedAt" IS NULL AND j."employerId" = ${company.id}`;
  if (!row) throw notFound(JOB_NOT_FOUND_MESSAGE);
  const { orgName, ...job } = row;
  return { ...job, employer: { orgName } };
}

/** One page of the discoverable candidates matching the job, best first (see the rules above). */
export async function listMatchingCandidates(user: SessionUser, { id }: JobParams, query: MatchingCandidatesQuery): Promise<MatchingCandidatesPage> {
  const job = await ownJob(user, id);
  // A job without skills has no score (decisions.md section 14): nobody matches it.
  if (job.skillWeight <= 0) return { candidates: [], hasNextPage: false };

  const offset = (query.page - 1) * MATCHING_PAGE_SIZE;
  const listed = isJobOpen(job) ? await listedCandidateRows(job, query, offset) : null;
  const rows = listed ?? (await liveCandidateRows(job, query, offset));

  const page = rows.slice(0, MATCHING_PAGE_SIZE);
  const matches = matchesOf(page, (row) => row.candidateId);
  const candidates: MatchingCandidatesPage["candidates"] = [];
  for (const row of page) {
    // Absent only if the job's skills were removed since the ranking read: the row is then no match.
    const match = matches.get(row.candidateId);
    if (!match) continue;
    candidates.push({ candidateId: row.candidateId, name: row.name, city: row.city, workExperience: row.workExperience, match, invited: row.invited, sponsoredGraduate: row.sponsored });
  }
  return { candidates, hasNextPage: rows.length > MATCHING_PAGE_SIZE };
}
