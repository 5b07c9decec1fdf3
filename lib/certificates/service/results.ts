// PUT training/enrollments/{id}/result (decisions.md sections 15 and 20): the batch's trainer saves a
// score, a draft until the batch is finished (./finish.ts decides completed or failed and issues the
// certificates). The rules:
// - Only the batch's own trainer (another trainer's enrolment, or an unknown one: 404). Only a person
//   who took a seat has a result: enrolled, completed or failed (waitlisted or withdrawn: 409
//   INVALID_TRANSITION); nor in a cancelled batch.
// - The score may change as often as the trainer likes until the batch is finished; then it is final
//   (409 BATCH_FINISHED). A certificate issued before results were drafts (the old rule) keeps its
//   result final too (409 CERTIFICATE_ISSUED: an admin revokes it if it was wrong).
// - The enrolment row is locked, then the batch row share-locked (a finish locks the enrolments, then
//   stamps the batch): a finish and a score run one after the other, so no score lands after the finish
//   read it, and a score saved meanwhile is the one the finish reads.
import "server-only";
import { conflict, forbidden, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import type { EnrollmentJson } from "@/lib/academy/contract/common";
import { BATCH_CANCELLED_MESSAGE, BATCH_FINISHED_MESSAGE } from "@/lib/academy/rules/sessions";
import { enrollmentById } from "@/lib/academy/service/my-enrollments";
import type { RecordResultInput } from "@/lib/certificates/schemas";
import { db } from "@/lib/db";
import type { EnrollmentStatus } from "@/lib/generated/prisma/enums";

export const ENROLLMENT_NOT_FOUND_MESSAGE = "Enrolment not found";
export const NO_SEAT_MESSAGE = "Only a candidate who took a seat in this batch can get a result.";
export const CERTIFICATE_ISSUED_MESSAGE = "A certificate was issued for this result, so it cannot be changed. An admin can revoke the certificate.";

export const RESULT_STATUSES: readonly string[] = ["enrolled", "completed", "failed"] satisfies EnrollmentStatus[];

type LockedBatch = { id: string; cancelledAt: Date | null; finishedAt: Date | null };

export async function recordResult(trainer: SessionUser, { id, score }: RecordResultInput, now: Date = new Date()): Promise<EnrollmentJson> {
  if (trainer.role !== "Trainer") throw forbidden();
  const found = await db.enrollment.findFirst({ where: { id, batch: { trainerId: trainer.id } }, select: { batchId: true } });
  if (!found) throw notFound(ENROLLMENT_NOT_FOUND_MESSAGE);

  await db.$transaction(async (tx) => {
    // The enrolment first, then the batch: the order of a finish and a withdrawal (no deadlock).
    const [enrolment] = await tx.$queryRaw<{ status: string }[]>`SELECT "status"::text AS "status" FROM "Enrollment" WHERE "id" = ${id} FOR UPDATE`;
    const [batch] = await tx.$queryRaw<LockedBatch[]>`
      SELECT "id", "cancelledAt", "finishedAt" FROM "Batch" WHERE "id" = ${found.batchId} FOR SHARE`;
    if (!batch || !enrolment) throw notFound(ENROLLMENT_NOT_FOUND_MESSAGE);
    if (!RESULT_STATUSES.includes(enrolment.status)) throw conflict(NO_SEAT_MESSAGE, "INVALID_TRANSITION");
    if (batch.cancelledAt) throw conflict(BATCH_CANCELLED_MESSAGE, "INVALID_TRANSITION");
    if (batch.finishedAt) throw conflict(BATCH_FINISHED_MESSAGE, "BATCH_FINISHED");
    if (await tx.certificate.findUnique({ where: { enrollmentId: id }, select: { code: true } })) {
      throw conflict(CERTIFICATE_ISSUED_MESSAGE, "CERTIFICATE_ISSUED");
    }
    await tx.enrollment.update({ where: { id }, data: { score } });
  });
  return enrollmentById(id, now);
}
