// A student answers an offer (decisions.md section 18), under the institute's policy:
// - one_offer: with a standing accepted offer (accepted, not revoked) a second acceptance is 409
//   OFFER_LIMIT; accepting withdraws the student from every other drive, and their other pending
//   offers become `withdrawn`;
// - dream: a second acceptance needs at least DREAM_FACTOR times the standing offer's salary (else 409
//   OFFER_LIMIT naming the amount); the earlier offer then becomes `withdrawn` in the same transaction.
// Two acceptances at once: the student's row is locked first, so they queue and the second sees the
// first; the partial unique index (one standing accepted offer per student) is the backstop, its
// P2002 also answered as OFFER_LIMIT.
import "server-only";
import { settleTrainingFees } from "@/lib/billing/service/training-fees";
import { conflict, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { DREAM_FACTOR, type RespondInput } from "@/lib/campus/schemas/common";
import { formatRupees, OFFER_STATUS_LABELS } from "@/lib/campus/rules/common";
import { ONE_OFFER_LIMIT_MESSAGE } from "@/lib/campus/rules/offers";
import type { CampusOffer } from "@/lib/campus/contract/offers";
import { companySide, universityAccount } from "@/lib/campus/service/offer-audience";
import { loadOffer } from "@/lib/campus/service/offer-json";
import { standingOffer } from "@/lib/campus/service/policy";
import { notify } from "@/lib/notifications/service";
import { STALE_STATE_MESSAGE, type Tx } from "@/lib/transitions/transition";

export const OFFER_NOT_FOUND = "Offer not found.";

const driveFacts = { id: true, title: true, companyName: true, employerId: true, createdById: true } as const;
type DriveFacts = { id: string; title: string; companyName: string; employerId: string | null; createdById: string | null };

const isUniqueViolation = (error: unknown) => typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";

/** The dream policy's refusal: the least salary a second offer needs. */
export function dreamLimitMessage(standingSalary: number): string {
  const needed = Math.ceil(standingSalary * DREAM_FACTOR);
  return `Your institute allows a second offer only at ${formatRupees(needed)} a year or more (${DREAM_FACTOR} times your accepted offer).`;
}

/** POST offers/{id}/respond (the student): the offer as it now stands. */
export async function respondToOffer(user: SessionUser, { id }: { id: string }, { accept }: RespondInput): Promise<CampusOffer> {
  if (user.role !== "Candidate") throw notFound(OFFER_NOT_FOUND);
  const offer = await db.offer.findFirst({
    where: { id, student: { userId: user.id } },
    select: { id: true, status: true, salary: true, studentId: true, universityId: true, drive: { select: driveFacts }, university: { select: { policy: true } } },
  });
  if (!offer) throw notFound(OFFER_NOT_FOUND);
  if (offer.status !== "pending") throw conflict(`This offer is no longer waiting for your answer (${OFFER_STATUS_LABELS[offer.status].toLowerCase()}).`, "STALE_STATE");
  const now = new Date();
  try {
    await db.$transaction(async (tx) => {
      if (accept) {
        await acceptUnderPolicy(tx, { ...offer, policy: offer.university.policy }, user.name, now);
        // An accepted offer is a placement at its salary (the CTC): it may make a training fee due (decisions.md section 21).
        await settleTrainingFees(tx, { candidateId: user.id, annualCtc: offer.salary, at: now });
      } else if ((await tx.offer.updateMany({ where: { id, status: "pending" }, data: { status: "declined", respondedAt: now } })).count === 0) {
        throw conflict(STALE_STATE_MESSAGE, "STALE_STATE");
      }
      await tell(tx, offer.drive, offer.universityId, user.name, accept ? "accepted" : "declined");
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ONE_OFFER_LIMIT_MESSAGE, "OFFER_LIMIT");
    throw error;
  }
  return loadOffer(id, false);
}

type Accepting = { id: string; salary: number; studentId: string; drive: DriveFacts; policy: "one_offer" | "dream" };

async function acceptUnderPolicy(tx: Tx, offer: Accepting, studentName: string, now: Date): Promise<void> {
  // One acceptance of this student at a time: a concurrent one waits here, then sees this one's offer.
  await tx.$queryRaw`SELECT "id" FROM "Student" WHERE "id" = ${offer.studentId} FOR UPDATE`;
  const standing = await standingOffer(offer.studentId, tx);
  if (standing && offer.policy === "one_offer") throw conflict(ONE_OFFER_LIMIT_MESSAGE, "OFFER_LIMIT");
  if (standing) {
    if (offer.salary < Math.ceil(standing.salary * DREAM_FACTOR)) throw conflict(dreamLimitMessage(standing.salary), "OFFER_LIMIT");
    // The upgrade: the earlier offer steps aside first (the unique index allows one standing offer).
    await tx.offer.updateMany({ where: { id: standing.id, status: "accepted" }, data: { status: "withdrawn" } });
    const earlier = await tx.drive.findUniqueOrThrow({ where: { id: standing.driveId }, select: driveFacts });
    await tellCompany(tx, earlier, `${studentName} withdrew from your offer`, `${studentName} accepted a dream offer from another drive, so your offer in ${earlier.title} was withdrawn.`);
  }
  const { count } = await tx.offer.updateMany({ where: { id: offer.id, status: "pending" }, data: { status: "accepted", respondedAt: now } });
  if (count === 0) throw conflict(STALE_STATE_MESSAGE, "STALE_STATE");
  if (offer.policy !== "one_offer") return;

  // One offer per student: out of every other drive, and the other offers waiting for them lapse.
  await tx.driveRegistration.updateMany({ where: { studentId: offer.studentId, driveId: { not: offer.drive.id }, withdrawnAt: null }, data: { withdrawnAt: now } });
  const lapsed = await tx.offer.findMany({ where: { studentId: offer.studentId, id: { not: offer.id }, status: "pending" }, select: { id: true, drive: { select: driveFacts } } });
  if (lapsed.length === 0) return;
  await tx.offer.updateMany({ where: { id: { in: lapsed.map((o) => o.id) }, status: "pending" }, data: { status: "withdrawn" } });
  for (const { drive } of lapsed) {
    await tellCompany(tx, drive, `${studentName} withdrew from your offer`, `${studentName} accepted another offer, and their institute allows one, so your offer in ${drive.title} was withdrawn.`);
  }
}

async function tellCompany(tx: Tx, drive: DriveFacts, title: string, body: string): Promise<void> {
  for (const contact of await companySide(tx, drive)) await notify(tx, { userId: contact.userId, kind: "offer", title, body, link: contact.link });
}

/** The company side and the university hear the answer. */
async function tell(tx: Tx, drive: DriveFacts, universityId: string, studentName: string, answer: "accepted" | "declined"): Promise<void> {
  await tellCompany(tx, drive, `${studentName} ${answer} your offer`, `${drive.title}: ${studentName} ${answer} the offer.`);
  const officer = await universityAccount(tx, universityId, drive.id);
  await notify(tx, { userId: officer.userId, kind: "offer", title: `${studentName} ${answer} ${drive.companyName}'s offer`, body: `${drive.title}.`, link: officer.link });
}
