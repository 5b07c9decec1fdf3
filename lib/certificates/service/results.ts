// PUT training/enrollments/{id}/result (decisions.md section 15): the batch's trainer records a score.
// The rules:
// - Only the batch's own trainer (another trainer's enrolment, or an unknown one: 404). Only a person
//   who took a seat has a result: enrolled, completed or failed (waitlisted or withdrawn: 409
//   INVALID_TRANSITION); nor in a cancelled batch.
// - Score >= 60 and attendance >= 75% (attended sessions / the batch's sessions, compared exactly)
//   complete the enrolment and issue a certificate, in ONE transaction with the score: the row copies
//   the name, programme, batch, dates, skills and score, and the programme's skills become the
//   person's verified skills (lib/certificates/service/skills.ts). Otherwise the enrolment fails.
// - A result may be recorded again (a corrected score) while no certificate exists: a failed one can
//   still pass. Once a certificate exists (valid or revoked) the result is final: 409
//   CERTIFICATE_ISSUED; an admin revokes the certificate if it was wrong, which keeps the record honest
//   (a verifier never sees a certificate whose score changed underneath it).
// - The enrolment row is locked first, so two results recorded at once run one after the other (and
//   the certificate's unique enrolment backs that up). The "Certificate issued" mail goes after the
//   commit, once per certificate, never to an account leaving the site.
import "server-only";
import { conflict, forbidden, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import type { EnrollmentJson } from "@/lib/academy/contract/common";
import { batchJson, batchSelect } from "@/lib/academy/service/batch-json";
import { attendancePercent, passes, verifyUrl } from "@/lib/certificates/rules";
import type { RecordResultInput } from "@/lib/certificates/schemas";
import { certificateIssuedMail, certificateMailKey } from "@/lib/certificates/mails";
import { newCertificateCode } from "@/lib/certificates/service/code";
import { grantVerifiedSkills } from "@/lib/certificates/service/skills";
import { db } from "@/lib/db";
import { sendOnce } from "@/lib/email/once";
import type { EnrollmentStatus } from "@/lib/generated/prisma/enums";
import type { Prisma } from "@/lib/generated/prisma/client";

export const ENROLLMENT_NOT_FOUND_MESSAGE = "Enrolment not found";
export const NO_SEAT_MESSAGE = "Only a candidate who took a seat in this batch can get a result.";
export const BATCH_CANCELLED_MESSAGE = "This batch was cancelled.";
export const CERTIFICATE_ISSUED_MESSAGE = "A certificate was issued for this result, so it cannot be changed. An admin can revoke the certificate.";

const RESULT_STATUSES: readonly string[] = ["enrolled", "completed", "failed"] satisfies EnrollmentStatus[];

type Issued = { code: string; to: string; name: string; programme: string; score: number; skills: string[]; candidateId: string };

type LockedEnrolment = { status: string; candidateId: string; batchId: string; cancelledAt: Date | null };

export async function recordResult(trainer: SessionUser, { id, score }: RecordResultInput, now: Date = new Date()): Promise<EnrollmentJson> {
  if (trainer.role !== "Trainer") throw forbidden();

  const issued = await db.$transaction(async (tx) => {
    const [enrolment] = await tx.$queryRaw<LockedEnrolment[]>`
      SELECT e."status"::text AS "status", e."candidateId", e."batchId", b."cancelledAt"
      FROM "Enrollment" e JOIN "Batch" b ON b."id" = e."batchId"
      WHERE e."id" = ${id} AND b."trainerId" = ${trainer.id}
      FOR UPDATE OF e`;
    if (!enrolment) throw notFound(ENROLLMENT_NOT_FOUND_MESSAGE);
    if (!RESULT_STATUSES.includes(enrolment.status)) throw conflict(NO_SEAT_MESSAGE, "INVALID_TRANSITION");
    if (enrolment.cancelledAt) throw conflict(BATCH_CANCELLED_MESSAGE, "INVALID_TRANSITION");
    if (await tx.certificate.findUnique({ where: { enrollmentId: id }, select: { code: true } })) {
      throw conflict(CERTIFICATE_ISSUED_MESSAGE, "CERTIFICATE_ISSUED");
    }

    const sessions = await tx.trainingSession.count({ where: { batchId: enrolment.batchId } });
    const attended = await tx.attendance.count({ where: { enrollmentId: id, session: { batchId: enrolment.batchId } } });
    const passed = passes(score, attended, sessions);
    const status: EnrollmentStatus = passed ? "completed" : "failed";
    await tx.enrollment.update({
      where: { id },
      data: { status, score, ...(status !== enrolment.status ? { statusChangedAt: now } : {}) },
    });
    return passed ? issueCertificate(tx, id, score, now) : null;
  });

  if (issued) await mailCertificate(issued);
  return enrollmentJson(id, now);
}

/** The certificate of a passed enrolment and its verified skills (inside the result's transaction). */
async function issueCertificate(tx: Prisma.TransactionClient, enrollmentId: string, score: number, now: Date): Promise<Issued> {
  const { candidate, candidateId, batch } = await tx.enrollment.findUniqueOrThrow({
    where: { id: enrollmentId },
    select: {
      candidateId: true,
      candidate: { select: { name: true, email: true } },
      batch: {
        select: {
          title: true,
          startDate: true,
          endDate: true,
          programme: { select: { title: true, skills: { select: { skillId: true, skill: { select: { name: true } } } } } },
        },
      },
    },
  });
  const taught = [...batch.programme.skills].sort((a, b) => a.skill.name.localeCompare(b.skill.name, "en"));
  const skills = taught.map((s) => s.skill.name);
  // 80 random bits: a collision is not a case to handle (the primary key would refuse it: a 409).
  const code = newCertificateCode();
  await tx.certificate.create({
    data: {
      code,
      enrollmentId,
      candidateId,
      name: candidate.name,
      programmeTitle: batch.programme.title,
      batchTitle: batch.title,
      startDate: batch.startDate,
      endDate: batch.endDate,
      skills,
      score,
      issuedAt: now,
    },
  });
  await grantVerifiedSkills(tx, { userId: candidateId, code, score, skillIds: taught.map((s) => s.skillId) });
  return { code, to: candidate.email, name: candidate.name, programme: batch.programme.title, score, skills, candidateId };
}

/** After the commit: the person's mail, unless they asked meanwhile to delete their account. */
async function mailCertificate(issued: Issued): Promise<void> {
  try {
    const staying = await db.user.count({ where: { id: issued.candidateId, deletionRequestedAt: null, deletedAt: null } });
    if (staying === 0) return;
    const mail = certificateIssuedMail({ ...issued, verifyUrl: verifyUrl(issued.code) });
    await sendOnce(certificateMailKey(issued.code), mail);
  } catch (error) {
    // The certificate stands; the code is not logged (it is the person's to share).
    console.error(`[certificates] could not e-mail a certificate to ${issued.candidateId}:`, error instanceof Error ? error.message : error);
  }
}

/** The enrolment as GET training/my-enrollments shows it. */
export async function enrollmentJson(id: string, now: Date = new Date()): Promise<EnrollmentJson> {
  const row = await db.enrollment.findUniqueOrThrow({
    where: { id },
    select: {
      id: true,
      status: true,
      score: true,
      batch: { select: batchSelect },
      certificate: { select: { code: true } },
      _count: { select: { attendance: true } },
    },
  });
  return {
    id: row.id,
    status: row.status,
    batch: batchJson(row.batch, now),
    attendance: attendancePercent(row._count.attendance, row.batch.sessions.length),
    ...(row.score !== null ? { score: row.score } : {}),
    ...(row.certificate ? { certificate: { code: row.certificate.code } } : {}),
  };
}
