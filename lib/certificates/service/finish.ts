// POST training/batches/{id}/finish (decisions.md section 20): the batch's trainer finishes the batch
// once its last session has ended, and every draft result becomes final in one transaction: score >= 60
// and attendance >= 75 % (sessions attended of the batch's sessions, all ended by then) complete the
// enrolment with a certificate (./issue.ts: its skills become the person's verified skills), anything
// else (no score included) fails it. The rules:
// - Only the batch's own trainer (another trainer's batch, or an unknown one: 404; other roles 403).
//   Before the last session has ended: 409 NOT_FINISHED; a cancelled batch: 409 INVALID_TRANSITION.
// - Exactly once, whatever races: the seat-holders' enrolment rows are locked (in id order, the same
//   order as a withdrawal's and a result's: enrolment, then batch), then `finishedAt` is stamped by a
//   conditional update on "not finished yet" (transition()). A second finish, at once or later, finds
//   it stamped and answers 409 BATCH_FINISHED without writing anything; the certificate's unique
//   enrolment backs it up. Results and registers refuse changes from then on (409 BATCH_FINISHED).
// - A certificate issued under the old rule (results final at once) is kept as it is.
// - Mails ("Certificate issued") go after the commit, once per certificate.
import "server-only";
import { conflict, forbidden, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { BATCH_CANCELLED_MESSAGE, BATCH_FINISHED_MESSAGE, finishClosedReason } from "@/lib/academy/rules/sessions";
import { revalidateProgrammePage } from "@/lib/academy/service/revalidate";
import type { FinishedBatchJson } from "@/lib/certificates/contract";
import { attendancePercent, finishOutcome } from "@/lib/certificates/rules";
import { issueCertificate, mailCertificate, type Issued } from "@/lib/certificates/service/issue";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { EnrollmentStatus } from "@/lib/generated/prisma/enums";
import { transition } from "@/lib/transitions/transition";

export const BATCH_NOT_FOUND_MESSAGE = "Batch not found";

/** Those with a result: everyone who took a seat. */
const SEAT_STATUSES: EnrollmentStatus[] = ["enrolled", "completed", "failed"];

type Client = Pick<Prisma.TransactionClient, "enrollment" | "trainingSession" | "attendance">;

/** The seat-holders of the batch with their score, certificate and attendance (of the sessions ended by `now`). */
async function resultsOf(client: Client, batchId: string, now: Date) {
  const [rows, ended] = await Promise.all([
    client.enrollment.findMany({
      where: { batchId, status: { in: SEAT_STATUSES } },
      orderBy: [{ candidate: { name: "asc" } }, { id: "asc" }],
      select: { id: true, status: true, score: true, candidate: { select: { name: true } }, certificate: { select: { code: true } } },
    }),
    client.trainingSession.findMany({ where: { batchId, endsAt: { lte: now } }, select: { id: true } }),
  ]);
  const counts = await client.attendance.groupBy({
    by: ["enrollmentId"],
    where: { enrollmentId: { in: rows.map((row) => row.id) }, sessionId: { in: ended.map((s) => s.id) } },
    _count: { _all: true },
  });
  const attended = new Map(counts.map((c) => [c.enrollmentId, c._count._all]));
  return rows.map((row) => ({ ...row, attendance: attendancePercent(attended.get(row.id) ?? 0, ended.length) }));
}

/** Inside the finish's transaction: every draft result made final, a certificate for each pass. */
async function completeEnrolments(tx: Prisma.TransactionClient, batchId: string, now: Date): Promise<Issued[]> {
  const passed: { id: string; score: number }[] = [];
  const failed: string[] = [];
  for (const row of await resultsOf(tx, batchId, now)) {
    if (row.certificate) continue;
    const outcome = finishOutcome(row);
    if (outcome.passes && row.score !== null) passed.push({ id: row.id, score: row.score });
    else failed.push(row.id);
  }
  const change = (ids: string[], status: EnrollmentStatus) =>
    tx.enrollment.updateMany({ where: { id: { in: ids }, status: { not: status } }, data: { status, statusChangedAt: now } });
  await change(
    passed.map((p) => p.id),
    "completed",
  );
  await change(failed, "failed");
  const issued: Issued[] = [];
  for (const { id, score } of passed) issued.push(await issueCertificate(tx, id, score, now));
  return issued;
}

/** The finished batch as the API answers it. */
async function finishedBatchJson(batchId: string): Promise<FinishedBatchJson> {
  const batch = await db.batch.findUniqueOrThrow({ where: { id: batchId }, select: { finishedAt: true } });
  const finishedAt = batch.finishedAt ?? new Date();
  const rows = await resultsOf(db, batchId, finishedAt);
  return {
    id: batchId,
    status: "completed",
    finishedAt: finishedAt.toISOString(),
    enrollments: rows.map((row) => {
      const outcome = finishOutcome(row);
      return {
        id: row.id,
        name: row.candidate.name,
        status: row.status === "completed" ? "completed" : "failed",
        ...(row.score !== null ? { score: row.score } : {}),
        attendance: row.attendance,
        ...(row.certificate ? { certificate: { code: row.certificate.code } } : {}),
        ...(row.status !== "completed" && !outcome.passes ? { reason: outcome.reason } : {}),
      };
    }),
  };
}

/** POST training/batches/{id}/finish (see above). */
export async function finishBatch(trainer: SessionUser, { id }: { id: string }, now: Date = new Date()): Promise<FinishedBatchJson> {
  if (trainer.role !== "Trainer") throw forbidden();
  const batch = await db.batch.findFirst({
    where: { id, trainerId: trainer.id },
    select: { cancelledAt: true, finishedAt: true, programme: { select: { slug: true } }, sessions: { select: { endsAt: true } } },
  });
  if (!batch) throw notFound(BATCH_NOT_FOUND_MESSAGE);
  const finished = batch.finishedAt !== null;
  const cancelled = batch.cancelledAt !== null;
  const closed = finishClosedReason({ sessions: batch.sessions, finished, cancelled }, now);
  if (closed) throw conflict(closed, finished ? "BATCH_FINISHED" : cancelled ? "INVALID_TRANSITION" : "NOT_FINISHED");

  const issued: Issued[] = [];
  const result = await transition("finish batch", {
    update: async (tx) => {
      // NO KEY UPDATE: results and withdrawals (FOR UPDATE) wait for the finish, while a register's new
      // attendance rows (whose foreign key only key-share-locks the enrolment) do not deadlock with it.
      await tx.$queryRaw`
        SELECT "id" FROM "Enrollment" WHERE "batchId" = ${id} AND "status" IN ('enrolled', 'completed', 'failed') ORDER BY "id" FOR NO KEY UPDATE`;
      return tx.batch.updateMany({ where: { id, trainerId: trainer.id, finishedAt: null, cancelledAt: null }, data: { finishedAt: now } });
    },
    exists: async (tx) => (await tx.batch.count({ where: { id, trainerId: trainer.id } })) === 1,
    onStale: async (tx) => {
      const row = await tx.batch.findUniqueOrThrow({ where: { id }, select: { finishedAt: true } });
      throw row.finishedAt ? conflict(BATCH_FINISHED_MESSAGE, "BATCH_FINISHED") : conflict(BATCH_CANCELLED_MESSAGE, "INVALID_TRANSITION");
    },
    record: async (tx) => {
      issued.push(...(await completeEnrolments(tx, id, now)));
    },
    load: () => finishedBatchJson(id),
    notFoundMessage: BATCH_NOT_FOUND_MESSAGE,
    // A class of hundreds issues hundreds of certificates in this one transaction.
    options: { maxWait: 15_000, timeout: 60_000 },
  });
  for (const one of issued) await mailCertificate(one);
  // The programme page's outcomes and the batch's status changed.
  revalidateProgrammePage(batch.programme.slug);
  return result;
}
