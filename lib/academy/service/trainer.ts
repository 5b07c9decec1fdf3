// The trainer's area (decisions.md sections 15 and 20): a trainer sees only their own batches; another
// trainer's batch is 404. /trainer shows today's sessions first, then lists the batches, upcoming and
// running first (by start), then the past and cancelled ones (latest first), paged in SQL;
// /trainer/batches/{id} shows one with its meeting link, its sessions, each session's register, and the
// class with attendance (attended of the sessions that have ended, as the trainee sees it) and scores.
import "server-only";
import { notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { BatchJson, EnrolledBatchJson, EnrollmentStatusName, SessionJson } from "@/lib/academy/contract/common";
import { indiaToday } from "@/lib/academy/rules/batch-status";
import { batchJson, batchSelect, enrolledBatchJson } from "@/lib/academy/service/batch-json";
import { REGISTER_STATUSES } from "@/lib/academy/service/attendance";
import { TRAINER_BATCHES_PAGE_SIZE } from "@/lib/academy/schemas/attendance";
import { attendancePercent } from "@/lib/certificates/rules";
import type { Prisma } from "@/lib/generated/prisma/client";

export const BATCH_NOT_FOUND_MESSAGE = "Batch not found";

/** A batch as the trainer's list shows it: the Batch JSON and how many hold a seat. */
export type TrainerBatchSummary = BatchJson & { enrolled: number };

export type TrainerBatchesPage = { batches: TrainerBatchSummary[]; page: number; hasNextPage: boolean; total: number };

export type TrainerSession = SessionJson & {
  /** While a check-in code is live: when it stops working (the code itself is shown once, when opened). */
  checkinOpenUntil?: string;
  /** The register: enrolment ids present. */
  present: string[];
};

export type TrainerEnrollment = {
  id: string;
  name: string;
  status: EnrollmentStatusName;
  /** Percent of the sessions that have ended attended: the figure the certificate's 75% is checked against. */
  attendance: number;
  score?: number;
  certificate?: { code: string };
};

export type TrainerBatch = Omit<EnrolledBatchJson, "sessions"> & {
  enrolled: number;
  /** When the trainer finished it (results final); absent while they are drafts. */
  finishedAt?: string;
  sessions: TrainerSession[];
  enrollments: TrainerEnrollment[];
};

/** A session of today (India) on /trainer, with its batch. */
export type TodaySession = SessionJson & { batch: { id: string; title: string } };

const enrolledCount = { _count: { select: { enrollments: { where: { status: { in: REGISTER_STATUSES } } } } } } satisfies Prisma.BatchSelect;

/** One page of the trainer's batches: current ones (not cancelled, not yet ended) first by start, then the rest latest first. */
export async function trainerBatches(trainer: SessionUser, { page }: { page: number }, now: Date = new Date()): Promise<TrainerBatchesPage> {
  const size = TRAINER_BATCHES_PAGE_SIZE;
  const today = indiaToday(now);
  const [ids, total] = await Promise.all([
    db.$queryRaw<{ id: string }[]>`
      SELECT b."id" FROM "Batch" b
      WHERE b."trainerId" = ${trainer.id}
      ORDER BY (b."cancelledAt" IS NOT NULL OR b."endDate" < ${today}::date),
        CASE WHEN b."cancelledAt" IS NULL AND b."endDate" >= ${today}::date THEN b."startDate" END ASC,
        b."startDate" DESC, b."id"
      LIMIT ${size + 1} OFFSET ${(page - 1) * size}`,
    db.batch.count({ where: { trainerId: trainer.id } }),
  ]);
  const pageIds = ids.slice(0, size).map((row) => row.id);
  const rows = await db.batch.findMany({ where: { id: { in: pageIds } }, select: { ...batchSelect, ...enrolledCount } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const batches = pageIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...batchJson(row, now), enrolled: row._count.enrollments }] : [];
  });
  return { batches, page, hasNextPage: ids.length > size, total };
}

/** One of the trainer's batches with its sessions, registers and class; anyone else's is 404. */
export async function trainerBatch(trainer: SessionUser, id: string, now: Date = new Date()): Promise<TrainerBatch> {
  const row = await db.batch.findFirst({
    where: { id, trainerId: trainer.id },
    select: {
      ...batchSelect,
      ...enrolledCount,
      sessions: {
        orderBy: batchSelect.sessions.orderBy,
        select: { ...batchSelect.sessions.select, checkinExpiresAt: true, attendance: { select: { enrollmentId: true } } },
      },
      enrollments: {
        where: { status: { in: REGISTER_STATUSES } },
        // A batch holds at most its seats; the bound keeps a page from reading without limit.
        take: 1000,
        orderBy: [{ candidate: { name: "asc" } }, { id: "asc" }],
        select: { id: true, status: true, score: true, candidate: { select: { name: true } }, certificate: { select: { code: true } } },
      },
    },
  });
  if (!row) throw notFound(BATCH_NOT_FOUND_MESSAGE);

  // The trainee's figure (my-enrollments): attended of the sessions that have ended.
  const ended = row.sessions.filter((session) => session.endsAt <= now);
  const attended = new Map<string, number>();
  for (const session of ended) {
    for (const { enrollmentId } of session.attendance) attended.set(enrollmentId, (attended.get(enrollmentId) ?? 0) + 1);
  }
  const batch = enrolledBatchJson(row, now);

  return {
    ...batch,
    enrolled: row._count.enrollments,
    ...(row.finishedAt ? { finishedAt: row.finishedAt.toISOString() } : {}),
    sessions: row.sessions.map((session, i) => ({
      ...batch.sessions[i],
      ...(session.checkinExpiresAt && session.checkinExpiresAt > now ? { checkinOpenUntil: session.checkinExpiresAt.toISOString() } : {}),
      present: session.attendance.map((a) => a.enrollmentId),
    })),
    enrollments: row.enrollments.map((enrollment) => ({
      id: enrollment.id,
      name: enrollment.candidate.name,
      status: enrollment.status,
      attendance: attendancePercent(attended.get(enrollment.id) ?? 0, ended.length),
      ...(enrollment.score !== null ? { score: enrollment.score } : {}),
      ...(enrollment.certificate ? { certificate: { code: enrollment.certificate.code } } : {}),
    })),
  };
}

/** Today's sessions (India day) of the trainer's batches that are not cancelled, by start: /trainer's first section. */
export async function trainerToday(trainer: SessionUser, now: Date = new Date()): Promise<TodaySession[]> {
  const dayStart = new Date(`${indiaToday(now)}T00:00:00+05:30`);
  const dayEnd = new Date(dayStart.getTime() + 24 * 60 * 60_000);
  const rows = await db.trainingSession.findMany({
    where: { batch: { trainerId: trainer.id, cancelledAt: null }, startsAt: { lt: dayEnd }, endsAt: { gt: dayStart } },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    // A day holds a handful; the bound keeps the page from reading without limit.
    take: 50,
    select: { id: true, startsAt: true, endsAt: true, topic: true, batch: { select: { id: true, title: true } } },
  });
  return rows.map((s) => ({ id: s.id, startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString(), topic: s.topic, batch: s.batch }));
}
