// A hired agency application becomes a placement (decisions.md section 17), written by the hire's own
// transaction (lib/pipeline/service/moves.ts, the `record` step): the submittal it came from and its
// recruiter, the start date the company gave (default: today in India), the annual CTC it gave (the hire
// dialog asks it of an agency application; decisions.md section 20) and the 90-day guarantee. The
// unique applicationId makes a second placement of the same application impossible (ON CONFLICT DO
// NOTHING: the hire stands, nothing is written twice). The recruiter is notified in the same
// transaction; their mail is returned for the caller to send after commit.
import "server-only";
import type { Mail } from "@/lib/email";
import { formatDay } from "@/lib/format/date";
import { notify } from "@/lib/notifications/service";
import type { Tx } from "@/lib/transitions/transition";
import { placementRecordedMail, placementRecordedTitle, type PlacementFacts } from "@/lib/desk/mails/placements";
import { indiaToday } from "@/lib/desk/rules/placements";
import { GUARANTEE_DAYS } from "@/lib/desk/schemas/common";

export type HireFacts = { applicationId: string; candidateName: string; post: string; orgName: string; startDate?: string; annualCtc?: number; now: Date };

/** A YYYY-MM-DD day as the value of a @db.Date column (its UTC midnight). */
export const dayValue = (day: string) => new Date(`${day}T00:00:00Z`);

/** Records the placement of a hired agency application; the recruiter's mail (none when nothing was recorded or nobody can be mailed). */
export async function recordPlacementOnHire(tx: Tx, hire: HireFacts): Promise<Mail[]> {
  const submittal = await tx.submittal.findUnique({
    where: { applicationId: hire.applicationId },
    select: { id: true, recruiter: { select: { id: true, name: true, email: true, deletionRequestedAt: true, deletedAt: true } } },
  });
  const recruiter = submittal?.recruiter ?? null;
  const startDate = hire.startDate ?? indiaToday(hire.now);
  const { count } = await tx.placement.createMany({
    data: [
      {
        applicationId: hire.applicationId,
        submittalId: submittal?.id ?? null,
        recruiterId: recruiter?.id ?? null,
        startDate: dayValue(startDate),
        guaranteeDays: GUARANTEE_DAYS,
        annualCtc: hire.annualCtc ?? null,
      },
    ],
    skipDuplicates: true,
  });
  if (count === 0 || !recruiter || recruiter.deletedAt) return [];
  const facts: PlacementFacts = { candidateName: hire.candidateName, post: hire.post, orgName: hire.orgName, startDate };
  await notify(tx, {
    userId: recruiter.id,
    kind: "placement",
    title: placementRecordedTitle(facts),
    body: `Start date ${formatDay(startDate)}; the guarantee runs ${GUARANTEE_DAYS} days.`,
    link: "/desk/placements?status=active",
  });
  // No mail to an account scheduled for deletion (docs/architecture.md).
  if (recruiter.deletionRequestedAt) return [];
  return [placementRecordedMail(recruiter.email, recruiter.name, { ...facts, guaranteeDays: GUARANTEE_DAYS })];
}
