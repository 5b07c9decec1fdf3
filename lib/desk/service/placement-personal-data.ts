// Placements and personal data (docs/decisions/0019, 0020). A placement is the company's and the
// desk's record of a person's hire: the candidate's export lists theirs (post, company, start date,
// status; not the desk's reason or who recorded it). The purge keeps the rows (they count in the
// desk's reports; the candidate's name goes with the account's anonymisation), clears the desk's
// words about an erased candidate (the fall-through reason), and cuts the link to an erased recruiter.
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
      createdAt: true,
      application: { select: { job: { select: { id: true, post: true, employer: { select: { orgName: true } } } } } },
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

/** Inside the purge's transaction for `userId` (a candidate or a recruiter). */
export async function purgePlacements(tx: Tx, userId: string): Promise<void> {
  await tx.placement.updateMany({ where: { application: { candidateId: userId }, fellThroughReason: { not: null } }, data: { fellThroughReason: null } });
  await tx.placement.updateMany({ where: { recruiterId: userId }, data: { recruiterId: null } });
}
