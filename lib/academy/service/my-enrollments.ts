// GET training/my-enrollments (decisions.md section 15): the candidate's enrolments, newest first, paged
// in SQL, each with its batch (the shared Batch JSON), attendance so far, score, certificate and, while
// waiting, the place on the waitlist.
import "server-only";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { EnrollmentJson } from "@/lib/academy/contract/common";
import type { MyEnrollments } from "@/lib/academy/contract/enrolment";
import type { MyEnrollmentsQuery } from "@/lib/academy/schemas/enrolment";
import { batchJson, batchSelect } from "@/lib/academy/service/batch-json";

/**
 * Whole percent of the sessions held so far (started by now) that were attended; 0 before the first.
 * Rounded down, so the figure shown never passes a threshold (75%) the exact share does not.
 */
export function attendancePercent(attended: number, held: number): number {
  if (held <= 0) return 0;
  return Math.min(100, Math.floor((attended * 100) / held));
}

type Facts = { id: string; held: number; attended: number; position: number | null };

/** Per enrolment, in one query: sessions held, those attended, and the place in line when waitlisted. */
async function factsOf(ids: string[], now: Date): Promise<Map<string, Facts>> {
  if (ids.length === 0) return new Map();
  const rows = await db.$queryRaw<Facts[]>`
    SELECT e."id",
      (SELECT count(*)::int FROM "TrainingSession" s WHERE s."batchId" = e."batchId" AND s."startsAt" <= ${now}) AS "held",
      (SELECT count(*)::int FROM "Attendance" a JOIN "TrainingSession" s ON s."id" = a."sessionId"
        WHERE a."enrollmentId" = e."id" AND s."startsAt" <= ${now}) AS "attended",
      CASE WHEN e."status" = 'waitlisted' THEN
        (SELECT count(*)::int FROM "Enrollment" w
          WHERE w."batchId" = e."batchId" AND w."status" = 'waitlisted' AND (w."createdAt", w."id") <= (e."createdAt", e."id"))
      END AS "position"
    FROM "Enrollment" e
    WHERE e."id" = ANY(${ids}::text[])`;
  return new Map(rows.map((row) => [row.id, row]));
}

/** The candidate's enrolments, newest first (see above). A revoked certificate is not offered. */
export async function myEnrollments(user: SessionUser, { page, limit }: MyEnrollmentsQuery, now: Date = new Date()): Promise<MyEnrollments> {
  const rows = await db.enrollment.findMany({
    where: { candidateId: user.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (page - 1) * limit,
    take: limit,
    select: {
      id: true,
      status: true,
      score: true,
      certificate: { select: { code: true, revokedAt: true } },
      batch: { select: batchSelect },
    },
  });
  const facts = await factsOf(
    rows.map((row) => row.id),
    now,
  );
  const enrollments = rows.map((row): EnrollmentJson => {
    const fact = facts.get(row.id);
    return {
      id: row.id,
      status: row.status,
      batch: batchJson(row.batch, now),
      attendance: attendancePercent(fact?.attended ?? 0, fact?.held ?? 0),
      ...(row.score !== null ? { score: row.score } : {}),
      ...(row.certificate && !row.certificate.revokedAt ? { certificate: { code: row.certificate.code } } : {}),
      ...(row.status === "waitlisted" && fact?.position ? { position: fact.position } : {}),
    };
  });
  return { enrollments };
}
