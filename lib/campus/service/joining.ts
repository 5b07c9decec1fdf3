// The joining tracker of an accepted offer (decisions.md sections 18 and 20), recorded by the company side
// or by the student's (approved) university: joined (final; only on or after the joining date, else 409
// TOO_EARLY), deferred (a new joining date, not past and not the current one; it stays open), or
// revoked (final; the offer no longer stands, so under either policy the student is eligible again).
// A revoked offer's student is mailed what next (recommended jobs, training) and the placement
// officer is told.
import "server-only";
import { badRequest, conflict, forbidden, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { formatDay, formatIndiaDay } from "@/lib/format/date";
import { canTransition, transition, type Tx } from "@/lib/transitions/transition";
import type { Mail } from "@/lib/email";
import type { JoiningInput } from "@/lib/campus/schemas/common";
import { JOINING_LABELS } from "@/lib/campus/rules/common";
import { JOINING_TRANSITIONS, MY_OFFERS_PATH, RECOMMENDED_JOBS_PATH } from "@/lib/campus/rules/offers";
import type { CampusOffer } from "@/lib/campus/contract/offers";
import { offerRevokedMail, offerRevokedOfficerMail } from "@/lib/campus/mails/offers";
import { companySideDriveOrNull, UNIVERSITY_PENDING_MESSAGE, UNIVERSITY_REJECTED_MESSAGE } from "@/lib/campus/service/drive-access";
import { companySide, studentAccount, universityAccount, type Contact } from "@/lib/campus/service/offer-audience";
import { loadOffer } from "@/lib/campus/service/offer-json";
import { OFFER_NOT_FOUND } from "@/lib/campus/service/offer-response";
import { notify } from "@/lib/notifications/service";

const offerFacts = {
  id: true,
  status: true,
  salary: true,
  joiningDate: true,
  joiningStatus: true,
  studentId: true,
  universityId: true,
  drive: { select: { id: true, title: true, companyName: true, employerId: true, createdById: true } },
  student: { select: { rollNo: true } },
} as const;

/** The offer when `user` may track its joining (its drive's company side, or the student's university); 404 otherwise. */
async function trackableOffer(user: SessionUser, id: string) {
  const offer = await db.offer.findUnique({ where: { id }, select: offerFacts });
  if (!offer) throw notFound(OFFER_NOT_FOUND);
  if (await companySideDriveOrNull(user, offer.drive.id)) return { offer, actor: "company" as const };
  const university = user.role === "University" ? await db.university.findUnique({ where: { userId: user.id }, select: { id: true, status: true } }) : null;
  if (!university || university.id !== offer.universityId) throw notFound(OFFER_NOT_FOUND);
  // Its own student's offer, but an institute not (or no longer) approved records nothing (section 20).
  if (university.status !== "approved") throw forbidden(university.status === "pending" ? UNIVERSITY_PENDING_MESSAGE : UNIVERSITY_REJECTED_MESSAGE, "NOT_APPROVED");
  return { offer, actor: "university" as const };
}

/** The day rules (decisions.md section 20): joined not before the joining date; a deferral names a new day, not a past one. */
function checkDay(input: JoiningInput, joiningDay: string, today: string): void {
  if (input.status === "joined" && today < joiningDay) {
    throw conflict(`The joining date is ${formatDay(joiningDay)}: record Joined on or after that day, or Deferred with the new date.`, "TOO_EARLY");
  }
  if (input.status !== "deferred" || input.joiningDate === undefined) return;
  const field = (message: string) => badRequest(message, { joiningDate: message });
  if (input.joiningDate === joiningDay) throw field(`${formatDay(joiningDay)} is already the joining date: choose the new one.`);
  if (input.joiningDate < today) throw field("The new joining date cannot be in the past.");
}

/** PATCH offers/{id}/joining: the offer with its joining status. */
export async function updateJoining(user: SessionUser, { id }: { id: string }, input: JoiningInput): Promise<CampusOffer> {
  const { offer, actor } = await trackableOffer(user, id);
  if (offer.status !== "accepted") throw conflict("Joining is tracked only for an accepted offer.", "INVALID_TRANSITION");
  const from = offer.joiningStatus ?? "none";
  if (!canTransition(JOINING_TRANSITIONS, from, input.status)) {
    throw conflict(`This offer is already recorded as ${JOINING_LABELS[from as "joined" | "revoked"].toLowerCase()}.`, "INVALID_TRANSITION");
  }
  const now = new Date();
  checkDay(input, offer.joiningDate.toISOString().slice(0, 10), formatIndiaDay(now));
  const reason = input.status === "revoked" ? (input.reason ?? null) : null;
  const facts = { company: offer.drive.companyName, drive: offer.drive.title, salary: offer.salary, joiningDate: input.joiningDate ?? offer.joiningDate.toISOString().slice(0, 10) };
  const mails: Mail[] = [];

  return transition("offer joining", {
    update: (tx) =>
      tx.offer.updateMany({
        // The date the day rules were checked against too: a deferral meanwhile makes this stale.
        where: { id, status: "accepted", joiningStatus: offer.joiningStatus, joiningDate: offer.joiningDate },
        data: {
          joiningStatus: input.status,
          ...(input.status === "joined" ? { joinedAt: now } : {}),
          ...(input.status === "deferred" ? { joiningDate: new Date(`${input.joiningDate}T00:00:00Z`) } : {}),
          ...(input.status === "revoked" ? { revokedAt: now, revokeReason: reason } : {}),
        },
      }),
    exists: async (tx) => (await tx.offer.count({ where: { id } })) > 0,
    record: async (tx) => {
      const student = await studentAccount(tx, offer.studentId);
      const officer = await universityAccount(tx, offer.universityId, offer.drive.id);
      const others = actor === "company" ? [officer] : await companySide(tx, offer.drive);
      const line = `${student.name}, ${offer.drive.title}`;
      if (input.status === "revoked") {
        await notify(tx, { userId: student.userId, kind: "offer", title: `Your offer from ${facts.company} was revoked`, body: "See the jobs recommended for you and upcoming training batches.", link: RECOMMENDED_JOBS_PATH });
        if (student.mailable) mails.push(offerRevokedMail(student.email, student.name, facts, reason));
        // The other side hears; the officer is also mailed, unless the university recorded it itself.
        await tellAll(tx, others, `${student.name}'s offer from ${facts.company} was revoked`, line);
        if (actor === "company" && officer.mailable) mails.push(offerRevokedOfficerMail(officer.email, { name: student.name, rollNo: offer.student.rollNo }, facts, reason, officer.link));
      } else if (input.status === "deferred") {
        await notify(tx, { userId: student.userId, kind: "offer", title: `Your joining date at ${facts.company} is now ${formatDay(facts.joiningDate)}`, body: offer.drive.title, link: MY_OFFERS_PATH });
        await tellAll(tx, others, `${student.name}'s joining was deferred to ${formatDay(facts.joiningDate)}`, line);
      } else {
        await tellAll(tx, others, `${student.name} joined ${facts.company}`, line);
      }
    },
    load: () => loadOffer(id, true),
    mails: () => mails,
  });
}

async function tellAll(tx: Tx, contacts: Contact[], title: string, body: string): Promise<void> {
  for (const contact of contacts) await notify(tx, { userId: contact.userId, kind: "offer", title, body, link: contact.link });
}
