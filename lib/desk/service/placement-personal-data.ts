// Placements and personal data (docs/decisions/0019, 0020). A placement is the company's and the
// desk's record of a person's hire: the candidate's export lists theirs (post, company, start date,
// status, annual CTC, and the desk's check-ins about them: outcome, note and date, words about them as
// a submittal's pitch is; not the fall-through reason or who recorded anything). A recruiter's export
// lists the check-ins they logged (whose placement, the outcome and the date; not the note, which is
// about another person). The purge keeps the placements (they count in the desk's reports; the
// candidate's name goes with the account's anonymisation), deletes the check-ins about an erased
// candidate and clears the fall-through reason, and cuts the link to an erased recruiter or author.
import "server-only";
import { db } from "@/lib/db";
import type { Tx } from "@/lib/transitions/transition";

const day = (value: Date) => value.toISOString().slice(0, 10);

/** The "placements" section of a candidate's account.json. */
export async function readCandidatePlacements(userId: string) {
  const rows = await db.placement.findMany({
    where: { application: { candidateId: userId } },
    orderBy: [{ startDate: "asc" }, { id: "asc" }],
    select: {
      startDate: true,
      guaranteeDays: true,
      status: true,
      fellThroughAt: true,
      annualCtc: true,
      createdAt: true,
      application: { select: { job: { select: { id: true, post: true, employer: { select: { orgName: true } } } } } },
      checkIns: { orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { outcome: true, note: true, createdAt: true } },
    },
  });
  return {
    placements: rows.map(({ application: { job }, startDate, ...row }) => ({
      job: { id: job.id, post: job.post, orgName: job.employer.orgName },
      startDate: day(startDate),
      ...row,
    })),
  };
}

/** The "placementCheckInsLogged" section of a recruiter's account.json. */
export async function readRecruiterCheckIns(userId: string) {
  const rows = await db.placementCheckIn.findMany({
    where: { authorId: userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      outcome: true,
      createdAt: true,
      placement: { select: { application: { select: { candidate: { select: { name: true } }, job: { select: { id: true, post: true } } } } } },
    },
  });
  return {
    placementCheckInsLogged: rows.map(({ placement: { application }, ...row }) => ({
      candidate: application.candidate.name,
      job: { id: application.job.id, post: application.job.post },
      ...row,
    })),
  };
}

/** Inside the purge's transaction for `userId` (a candidate or a recruiter). */
export async function purgePlacements(tx: Tx, userId: string): Promise<void> {
  await tx.placementCheckIn.deleteMany({ where: { placement: { application: { candidateId: userId } } } });
  await tx.placementCheckIn.updateMany({ where: { authorId: userId }, data: { authorId: null } });
  await tx.placement.updateMany({ where: { application: { candidateId: userId }, fellThroughReason: { not: null } }, data: { fellThroughReason: null } });
  await tx.placement.updateMany({ where: { recruiterId: userId }, data: { recruiterId: null } });
}
