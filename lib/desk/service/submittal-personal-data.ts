// Submittals and personal data (docs/decisions/0019, 0020). The candidate's export lists the requests
// about them (the job, the company, the state, the dates and the pitch: words about them); the recruiter's
// lists the submittals they made without anyone's contact details. The purge deletes an erased candidate's
// submittals except accepted ones (linked to the application the company keeps; the name goes with the
// account's anonymisation), and cuts the link to an erased recruiter or reviewer.
import "server-only";
import { db } from "@/lib/db";
import type { Tx } from "@/lib/transitions/transition";

const jobSelect = { select: { id: true, post: true, employer: { select: { orgName: true } } } } as const;

/** The "submittals" section of a candidate's account.json. */
export async function readCandidateSubmittals(userId: string) {
  const rows = await db.submittal.findMany({
    where: { candidateId: userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { status: true, pitch: true, createdAt: true, answeredAt: true, reviewedAt: true, rejectReason: true, job: jobSelect },
  });
  return {
    submittals: rows.map(({ job, ...row }) => ({ job: { id: job.id, post: job.post, orgName: job.employer.orgName }, ...row })),
  };
}

/** The "submittalsMade" section of a recruiter's account.json: the job, the candidate's name, the state. */
export async function readRecruiterSubmittals(userId: string) {
  const rows = await db.submittal.findMany({
    where: { recruiterId: userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { status: true, createdAt: true, answeredAt: true, reviewedAt: true, job: jobSelect, candidate: { select: { name: true } } },
  });
  return {
    submittalsMade: rows.map(({ job, candidate, ...row }) => ({ job: { id: job.id, post: job.post, orgName: job.employer.orgName }, candidate: candidate.name, ...row })),
  };
}

/** Inside the purge's transaction for `userId` (a candidate, a recruiter or a company's member). */
export async function purgeSubmittals(tx: Tx, userId: string): Promise<void> {
  await tx.submittal.deleteMany({ where: { candidateId: userId, status: { not: "accepted" } } });
  await tx.submittal.updateMany({ where: { recruiterId: userId }, data: { recruiterId: null } });
  await tx.submittal.updateMany({ where: { reviewedById: userId }, data: { reviewedById: null } });
  // A recruiter's saved searches name nobody else: they go with the recruiter.
  await tx.deskSavedSearch.deleteMany({ where: { recruiterId: userId } });
}
