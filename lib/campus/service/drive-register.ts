// A student registers for a drive (decisions.md section 18, POST drives/{id}/register). The rules, in
// the order they are checked:
// - only a drive the student sees: accepted by their institute, not cancelled (another institute's
//   drive, or a candidate who is no student: 404 NOT_FOUND);
// - registration open (else 409 NOT_OPEN naming the day it closed);
// - not registered already (409 CONFLICT);
// - eligible: the record rules and the offer policy (else 403 NOT_ELIGIBLE with `reasons`).
// All of it is checked inside one transaction that holds the Student row FOR UPDATE (an offer
// acceptance locks it too, so a one_offer acceptance cannot slip a registration through) and the
// institute's acceptance FOR SHARE (a decline waits for it, then sees the registration).
import "server-only";
import { ApiError, conflict, forbidden, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import type { DriveRegistrationJson } from "@/lib/campus/contract/common";
import type { DriveParams } from "@/lib/campus/schemas/drives";
import { DRIVE_NOT_FOUND } from "@/lib/campus/service/drive-access";
import { closedOn, drivePolicyReasons, recordReasons } from "@/lib/campus/service/eligibility";
import { standingOffer } from "@/lib/campus/service/policy";
import { studentDriveRows, studentOf } from "@/lib/campus/service/student-drives";
import { db } from "@/lib/db";

export const ALREADY_REGISTERED_MESSAGE = "You are already registered.";
export const NOT_ELIGIBLE_MESSAGE = "You are not eligible for this drive.";

const isUniqueViolation = (error: unknown) => typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";

/** POST drives/{id}/register: 201 `{ id, driveId }` (see the rules above). */
export async function registerForDrive(user: SessionUser, { id }: DriveParams): Promise<DriveRegistrationJson> {
  if (user.role !== "Candidate") throw forbidden();
  const now = new Date();
  try {
    return await db.$transaction(async (tx) => {
      const student = await studentOf(user.id, tx, true);
      if (!student) throw notFound(DRIVE_NOT_FOUND);
      const [row] = await studentDriveRows(tx, student, now, { driveId: id, lockInvitation: true });
      if (!row) throw notFound(DRIVE_NOT_FOUND);
      const drive = await tx.drive.findUniqueOrThrow({
        where: { id },
        select: { id: true, eligibleCourses: true, eligibleYears: true, minMarks: true, maxBacklogs: true, salary: true, registrationCloses: true },
      });
      if (!row.open) throw conflict(`Registration for this drive closed on ${closedOn(drive.registrationCloses)}.`, "NOT_OPEN");
      if (row.registrationId) throw conflict(ALREADY_REGISTERED_MESSAGE);
      const rules = { ...drive, minMarks: drive.minMarks === null ? null : Number(drive.minMarks) };
      const reasons = [...recordReasons(row, student, rules), ...drivePolicyReasons(student.policy, await standingOffer(student.id, tx), rules)];
      if (reasons.length > 0) throw new ApiError(403, NOT_ELIGIBLE_MESSAGE, { code: "NOT_ELIGIBLE", reasons });
      return tx.driveRegistration.create({ data: { driveId: id, studentId: student.id }, select: { id: true, driveId: true } });
    });
  } catch (error) {
    // Held off by the row lock, a second registration sees the first; the unique key is the last word.
    if (isUniqueViolation(error)) throw conflict(ALREADY_REGISTERED_MESSAGE);
    throw error;
  }
}
