// GET training/my-enrollments (decisions.md sections 15 and 20): the candidate's enrolments, newest
// first, paged in SQL, each with its batch (the shared Batch JSON, plus the meeting link for those
// holding a seat), its sessions with whether this person attended each, attendance (attended of the
// sessions that have ended: the trainer's figure too), the draft or final score, the certificate and,
// while waiting, the place on the waitlist. Two more queries per page: the registers and the places.
import "server-only";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { EnrollmentJson } from "@/lib/academy/contract/common";
import type { MyEnrollments } from "@/lib/academy/contract/enrolment";
import type { MyEnrollmentsQuery } from "@/lib/academy/schemas/enrolment";
import { batchJson, batchSelect, enrolledBatchJson } from "@/lib/academy/service/batch-json";
import { attendancePercent } from "@/lib/certificates/rules";
import { trainingFeeJson } from "@/lib/billing/rules/training-fees";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { EnrollmentStatus } from "@/lib/generated/prisma/enums";

/** Those who hold (or held) a seat see the batch's meeting link; the waitlist and the withdrawn do not. */
const SEAT_STATUSES: readonly EnrollmentStatus[] = ["enrolled", "completed", "failed"];

const enrollmentSelect = {
  id: true,
  status: true,
  score: true,
  certificate: { select: { code: true, revokedAt: true } },
  batch: { select: batchSelect },
  trainingFee: { select: { plan: true, status: true, invoiceId: true, invoice: { select: { status: true } } } },
} satisfies Prisma.EnrollmentSelect;

type EnrollmentRow = Prisma.EnrollmentGetPayload<{ select: typeof enrollmentSelect }>;

/** Sessions on the register of each enrolment: enrolment id -> session ids. */
async function registersOf(ids: string[]): Promise<Map<string, Set<string>>> {
  const rows = ids.length === 0 ? [] : await db.attendance.findMany({ where: { enrollmentId: { in: ids } }, select: { enrollmentId: true, sessionId: true } });
  const present = new Map<string, Set<string>>();
  for (const row of rows) present.set(row.enrollmentId, (present.get(row.enrollmentId) ?? new Set()).add(row.sessionId));
  return present;
}

/** The place in line of each waitlisted enrolment (1 = next), in one query. */
async function positionsOf(ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.$queryRaw<{ id: string; position: number }[]>`
    SELECT e."id",
      (SELECT count(*)::int FROM "Enrollment" w
        WHERE w."batchId" = e."batchId" AND w."status" = 'waitlisted' AND (w."createdAt", w."id") <= (e."createdAt", e."id")) AS "position"
    FROM "Enrollment" e
    WHERE e."id" = ANY(${ids}::text[])`;
  return new Map(rows.map((row) => [row.id, row.position]));
}

/** The Enrollment JSON of rows (see above), in their order. A revoked certificate is not offered. */
async function enrollmentsJson(rows: EnrollmentRow[], now: Date): Promise<EnrollmentJson[]> {
  const [present, positions] = await Promise.all([
    registersOf(rows.map((row) => row.id)),
    positionsOf(rows.filter((row) => row.status === "waitlisted").map((row) => row.id)),
  ]);
  return rows.map((row): EnrollmentJson => {
    const attendedIds = present.get(row.id) ?? new Set<string>();
    const sessions = batchJson(row.batch, now).sessions.map((s) => ({ ...s, attended: attendedIds.has(s.id) }));
    const ended = sessions.filter((s) => Date.parse(s.endsAt) <= now.getTime());
    const position = positions.get(row.id);
    return {
      id: row.id,
      status: row.status,
      batch: SEAT_STATUSES.includes(row.status) ? enrolledBatchJson(row.batch, now) : batchJson(row.batch, now),
      sessions,
      attendance: attendancePercent(ended.filter((s) => s.attended).length, ended.length),
      ...(row.score !== null ? { score: row.score } : {}),
      ...(row.certificate && !row.certificate.revokedAt ? { certificate: { code: row.certificate.code } } : {}),
      ...(row.status === "waitlisted" && position ? { position } : {}),
      fee: trainingFeeJson(row.trainingFee),
    };
  });
}

/** The candidate's enrolments, newest first (see above). */
export async function myEnrollments(user: SessionUser, { page, limit }: MyEnrollmentsQuery, now: Date = new Date()): Promise<MyEnrollments> {
  const rows = await db.enrollment.findMany({
    where: { candidateId: user.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (page - 1) * limit,
    take: limit,
    select: enrollmentSelect,
  });
  return { enrollments: await enrollmentsJson(rows, now) };
}

/** One enrolment as my-enrollments shows it (the answer of PUT training/enrollments/{id}/result). */
export async function enrollmentById(id: string, now: Date = new Date()): Promise<EnrollmentJson> {
  const row = await db.enrollment.findUniqueOrThrow({ where: { id }, select: enrollmentSelect });
  const [json] = await enrollmentsJson([row], now);
  return json;
}
