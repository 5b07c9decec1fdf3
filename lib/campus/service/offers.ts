// Offers of a drive (decisions.md sections 18 and 20): the company side, or a participating university's
// placement officer for its own students, records one per registered student still in the drive (roll
// numbers compare without case or surrounding spaces); the student answers (offer-response.ts) under the
// institute's policy; the joining tracker follows an accepted offer (joining.ts). Lists: the student's
// own offers; a drive's offers for its company side, or for a university its own students' only.
import "server-only";
import { conflict, forbidden, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { CreateOfferInput } from "@/lib/campus/schemas/common";
import type { CampusOffers, OfferCreated } from "@/lib/campus/contract/offers";
import { MY_OFFERS_PATH, OFFER_EXISTS_MESSAGE } from "@/lib/campus/rules/offers";
import { formatRupees, rollKey } from "@/lib/campus/rules/common";
import { offerMadeMail } from "@/lib/campus/mails/offers";
import {
  assertOwnInstitute,
  companySideDrive,
  companySideDriveOrNull,
  DRIVE_NOT_FOUND,
  driveActor,
  ownUniversity,
  participatingUniversity,
  universityDrive,
} from "@/lib/campus/service/drive-access";
import { companySide, studentAccount, universityAccount } from "@/lib/campus/service/offer-audience";
import { findOffers } from "@/lib/campus/service/offer-json";
import { DRIVE_CANCELLED_MESSAGE } from "@/lib/campus/service/round-results";
import { notify } from "@/lib/notifications/service";
import { sendAfterCommit } from "@/lib/transitions/transition";
import { formatDay } from "@/lib/format/date";

export { respondToOffer } from "@/lib/campus/service/offer-response";
export { updateJoining } from "@/lib/campus/service/joining";

const isUniqueViolation = (error: unknown) => typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";

/** The registration of the student with this roll number (as rollKey compares it) at this institute, if any. */
async function registrationOf(driveId: string, universityId: string, rollNo: string) {
  const rows = await db.$queryRaw<{ studentId: string; eliminatedAt: Date | null; withdrawnAt: Date | null }[]>`
    SELECT g."studentId", g."eliminatedAt", g."withdrawnAt"
    FROM "DriveRegistration" g JOIN "Student" s ON s."id" = g."studentId"
    WHERE g."driveId" = ${driveId} AND s."universityId" = ${universityId} AND lower(btrim(s."rollNo")) = ${rollKey(rollNo)}
    LIMIT 1`;
  return rows[0] ?? null;
}

/**
 * POST drives/{id}/offers: 201 `{ id, status: "pending" }`; the student is notified and mailed. The
 * company side records it for any institute's student and the university is notified; a participating
 * university records it for its own students (another institute: 404) and the company side is notified.
 */
export async function createOffer(user: SessionUser, { id }: { id: string }, input: CreateOfferInput): Promise<OfferCreated> {
  const actor = await driveActor(user, id);
  const { drive } = actor;
  assertOwnInstitute(actor, input.universityId);
  if (drive.cancelledAt) throw conflict(DRIVE_CANCELLED_MESSAGE, "NOT_OPEN");
  const registration = await registrationOf(drive.id, input.universityId, input.rollNo);
  const who = `Roll number ${input.rollNo}`;
  if (!registration) throw conflict(`${who} of that institute is not registered for this drive.`, "INVALID_TRANSITION");
  if (registration.withdrawnAt) throw conflict(`${who} has withdrawn from this drive, so cannot be made an offer.`, "INVALID_TRANSITION");
  if (registration.eliminatedAt) throw conflict(`${who} was eliminated in this drive's rounds, so cannot be made an offer.`, "INVALID_TRANSITION");

  const facts = { company: drive.companyName, drive: drive.title, salary: input.salary, joiningDate: input.joiningDate };
  let created: { id: string; student: Awaited<ReturnType<typeof studentAccount>> };
  try {
    created = await db.$transaction(async (tx) => {
      const offer = await tx.offer.create({
        data: { driveId: drive.id, studentId: registration.studentId, universityId: input.universityId, salary: input.salary, joiningDate: new Date(`${input.joiningDate}T00:00:00Z`) },
        select: { id: true },
      });
      const student = await studentAccount(tx, registration.studentId);
      const officer = await universityAccount(tx, input.universityId, drive.id);
      const terms = `${formatRupees(input.salary)} a year, joining on ${formatDay(input.joiningDate)}.`;
      await notify(tx, { userId: student.userId, kind: "offer", title: `Offer from ${drive.companyName}`, body: `${drive.title}: ${terms} Accept or decline it.`, link: MY_OFFERS_PATH });
      // The other side hears: the officer of the company's offer, the company of the officer's record.
      const others = actor.kind === "company" ? [{ ...officer, title: `${drive.companyName} made ${student.name} an offer` }] : [];
      if (actor.kind === "university") {
        for (const contact of await companySide(tx, drive)) others.push({ ...contact, instituteName: officer.instituteName, title: `${officer.instituteName} recorded an offer to ${student.name}` });
      }
      for (const other of others) await notify(tx, { userId: other.userId, kind: "offer", title: other.title, body: `${drive.title}: ${terms}`, link: other.link });
      return { id: offer.id, student };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(OFFER_EXISTS_MESSAGE);
    throw error;
  }
  if (created.student.mailable) await sendAfterCommit([offerMadeMail(created.student.email, created.student.name, facts)], "offer made");
  return { id: created.id, status: "pending" };
}

/** GET offers (a student): their offers, newest first; a candidate who is no student has none. */
export async function listMyOffers(user: SessionUser): Promise<CampusOffers> {
  if (user.role !== "Candidate") throw forbidden();
  return { offers: await findOffers({ student: { userId: user.id } }, false) };
}

/** GET drives/{id}/offers: all of them for the company side; a university's own students' only (404 for a drive it was not invited to). */
export async function listDriveOffers(user: SessionUser, { id }: { id: string }): Promise<CampusOffers> {
  const drive = await companySideDriveOrNull(user, id);
  if (drive) return { offers: await findOffers({ driveId: drive.id }, true) };
  const university = await ownUniversity(user);
  if (!university) throw notFound(DRIVE_NOT_FOUND);
  await universityDrive(university.id, id);
  return { offers: await findOffers({ driveId: id, universityId: university.id }, true) };
}

/**
 * The institutes an offer or result of this drive may name: for the company side's forms, those that
 * accepted it; for a participating university, itself (a university that may not record: 403 or 404).
 */
export async function offerInstitutes(user: SessionUser, { id }: { id: string }): Promise<{ id: string; instituteName: string }[]> {
  if (user.role === "University") return [(await participatingUniversity(user, id)).university];
  const drive = await companySideDrive(user, id);
  const rows = await db.driveUniversity.findMany({
    where: { driveId: drive.id, response: "accepted" },
    orderBy: { university: { instituteName: "asc" } },
    select: { university: { select: { id: true, instituteName: true } } },
  });
  return rows.map((row) => row.university);
}
