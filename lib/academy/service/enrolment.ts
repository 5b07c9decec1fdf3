// Enrolment (decisions.md section 15). The rules:
// - A candidate enrols while enrolment is open (isEnrolmentOpen: until the end of the start date, India
//   time; never for a cancelled batch): otherwise 409 ENROLMENT_CLOSED. A cancelled batch is 409 too,
//   not 404: it is still shown on the programme's page, so its existence is no secret.
// - Seats are exact under concurrency: in one transaction the batch row is locked (every enrolment and
//   withdrawal of a batch queues on it, in that order: batch, then enrolment) and the conditional
//   `seatsTaken + 1 WHERE seatsTaken < seats` decides enrolled or waitlisted.
// - One enrolment per batch and candidate (the unique key, also between concurrent tries): 409
//   ALREADY_ENROLLED. A withdrawn enrolment may enrol again: the row is reused, at the back of the line.
// - Withdrawing: only one's own (else 404). An enrolled one frees its seat and, in the same transaction,
//   the first on the waitlist (oldest first) takes it; a waitlisted one just leaves; a completed or
//   failed one cannot (409). Withdrawing twice answers the same.
// - Mails (enrolled, waitlisted with the place, moved off the waitlist) go after the commit, once per
//   event (sendOnce), never to an account scheduled for deletion; a mail failure undoes nothing.
import { revalidateProgrammePage } from "@/lib/academy/service/revalidate";
import "server-only";
import { conflict, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { sendOnce } from "@/lib/email/once";
import type { Mail } from "@/lib/email";
import type { Prisma } from "@/lib/generated/prisma/client";
import { billSeatGiven, checkFeeChoice, endTrainingFee, recordTrainingFee } from "@/lib/billing/service/training-fees";
import { batchStatus, dayOf, isEnrolmentOpen } from "@/lib/academy/rules/batch-status";
import type { EnrolResult, Withdrawn } from "@/lib/academy/contract/enrolment";
import type { EnrollInput, EnrollmentParams } from "@/lib/academy/schemas/enrolment";
import {
  enrolledMail,
  enrolmentMailKey,
  seatPassedMail,
  waitlistedMail,
  type EnrolmentMailEvent,
  type EnrolmentMailFacts,
} from "@/lib/academy/mails/enrolment";

export const BATCH_NOT_FOUND_MESSAGE = "Batch not found";
export const ENROLLMENT_NOT_FOUND_MESSAGE = "Enrolment not found";
export const ENROLMENT_CLOSED_MESSAGE = "Enrolment for this batch has closed";
export const ALREADY_ENROLLED_MESSAGE = "You have already enrolled in this batch";
export const CANNOT_WITHDRAW_MESSAGE = "This batch has its result: you can no longer withdraw from it";

type Tx = Prisma.TransactionClient;

// A popular batch's enrolments queue on its lock by design: give the queue time (defaults 2 s / 5 s).
const QUEUE = { maxWait: 15_000, timeout: 15_000 };

type LockedBatch = {
  id: string;
  title: string;
  programmeTitle: string;
  programmeSlug: string;
  seats: number;
  seatsTaken: number;
  startDate: Date;
  endDate: Date;
  cancelledAt: Date | null;
  finishedAt: Date | null;
  fee: bigint;
  payAfterPlacementAvailable: boolean;
  minAnnualCtc: number | null;
};

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}

/** Locks the batch row: enrolments and withdrawals of one batch take turns, so seats and the line stay exact. */
async function lockBatch(tx: Tx, batchId: string): Promise<LockedBatch | null> {
  const rows = await tx.$queryRaw<LockedBatch[]>`
    SELECT b."id", b."title", p."title" AS "programmeTitle", p."slug" AS "programmeSlug", b."seats", b."seatsTaken", b."startDate", b."endDate", b."cancelledAt", b."finishedAt",
      p."fee", p."payAfterPlacementAvailable", p."minAnnualCtc"
    FROM "Batch" b JOIN "Programme" p ON p."id" = b."programmeId"
    WHERE b."id" = ${batchId}
    FOR UPDATE OF b`;
  return rows[0] ?? null;
}

/** 1 for the next in line: waitlisted enrolments of the batch before this one (oldest first, id breaks ties). */
async function waitlistPosition(tx: Tx, enrollmentId: string): Promise<number> {
  const [row] = await tx.$queryRaw<{ position: number }[]>`
    SELECT count(*)::int AS "position"
    FROM "Enrollment" w JOIN "Enrollment" e ON e."id" = ${enrollmentId}
    WHERE w."batchId" = e."batchId" AND w."status" = 'waitlisted' AND (w."createdAt", w."id") <= (e."createdAt", e."id")`;
  return row.position;
}

/**
 * When this enrolment joins the line: now, yet strictly after the last one waiting, so the line's order
 * is the order the batch lock was granted in, even within one millisecond.
 */
async function placeInLine(tx: Tx, batchId: string, now: Date): Promise<Date> {
  const last = await tx.enrollment.findFirst({ where: { batchId, status: "waitlisted" }, orderBy: { createdAt: "desc" }, select: { createdAt: true } });
  return last && last.createdAt >= now ? new Date(last.createdAt.getTime() + 1) : now;
}

type Enrolled = EnrolResult & { at: Date; slug: string };

/** POST training/batches/{id}/enroll: a seat when one is free, else a place on the waitlist (see the rules above). */
export async function enroll(user: SessionUser, { batchId, ...sent }: EnrollInput): Promise<EnrolResult> {
  let outcome: Enrolled;
  try {
    outcome = await db.$transaction(async (tx) => {
      const batch = await lockBatch(tx, batchId);
      if (!batch) throw notFound(BATCH_NOT_FOUND_MESSAGE);
      // Read after the lock: the line's order is the order the lock was granted in.
      const now = new Date();
      if (!isEnrolmentOpen(batch, now)) throw conflict(ENROLMENT_CLOSED_MESSAGE, "ENROLMENT_CLOSED");
      const existing = await tx.enrollment.findUnique({ where: { batchId_candidateId: { batchId, candidateId: user.id } }, select: { id: true, status: true } });
      if (existing && existing.status !== "withdrawn") throw conflict(ALREADY_ENROLLED_MESSAGE, "ALREADY_ENROLLED");
      // A fee-charging batch takes a plan and a state (decisions.md section 21): 400 before any seat is taken.
      const choice = checkFeeChoice(batch, sent);

      // The one decider of the seat; the CHECK on seatsTaken backs it.
      const seated = await tx.$executeRaw`
        UPDATE "Batch" SET "seatsTaken" = "seatsTaken" + 1, "updatedAt" = now() WHERE "id" = ${batchId} AND "seatsTaken" < "seats"`;
      const status = seated === 1 ? "enrolled" : "waitlisted";
      const at = status === "waitlisted" ? await placeInLine(tx, batchId, now) : now;
      const data = { status, score: null, statusChangedAt: at, createdAt: at } as const;

      let id: string;
      if (existing) {
        // Conditional on the state read: a concurrent re-enrolment of the same row finds it taken.
        const { count } = await tx.enrollment.updateMany({ where: { id: existing.id, status: "withdrawn" }, data });
        if (count === 0) throw conflict(ALREADY_ENROLLED_MESSAGE, "ALREADY_ENROLLED");
        id = existing.id;
      } else {
        ({ id } = await tx.enrollment.create({ data: { ...data, batchId, candidateId: user.id }, select: { id: true } }));
      }
      if (choice) {
        // pay_now is invoiced here with the seat (same transaction); a waitlisted one when the seat is given.
        const feeFacts = { enrollmentId: id, candidateId: user.id, seated: status === "enrolled", programmeTitle: batch.programmeTitle, batchTitle: batch.title };
        await recordTrainingFee(tx, { ...feeFacts, terms: batch, choice, now: at });
      }
      const position = status === "waitlisted" ? await waitlistPosition(tx, id) : undefined;
      return { id, status, ...(position ? { position } : {}), at, slug: batch.programmeSlug };
    }, QUEUE);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ALREADY_ENROLLED_MESSAGE, "ALREADY_ENROLLED");
    throw error;
  }

  const { at, slug, ...result } = outcome;
  // The programme page shows the seats left: re-rendered on its next visit.
  revalidateProgrammePage(slug);
  await mailCandidate(result.id, result.status, at, (facts) =>
    result.status === "enrolled" ? enrolledMail(facts) : waitlistedMail({ ...facts, position: result.position ?? 1 }),
  );
  return result;
}

/**
 * The first waiting candidate takes the freed seat: oldest first, skipping rows another transaction holds
 * and accounts scheduled for deletion (they are leaving). Null when nobody waits. Also the admin's edit
 * raising the seats (lib/academy/service/batch-edits.ts), under the same batch lock.
 */
export async function promoteFirstWaitlisted(tx: Tx, batchId: string, now: Date): Promise<{ id: string; candidateId: string } | null> {
  const rows = await tx.$queryRaw<{ id: string; candidateId: string }[]>`
    UPDATE "Enrollment" SET "status" = 'enrolled', "statusChangedAt" = ${now}, "updatedAt" = ${now}
    WHERE "id" = (
      SELECT e."id" FROM "Enrollment" e JOIN "User" u ON u."id" = e."candidateId"
      WHERE e."batchId" = ${batchId} AND e."status" = 'waitlisted' AND u."deletionRequestedAt" IS NULL AND u."deletedAt" IS NULL
      ORDER BY e."createdAt", e."id"
      LIMIT 1
      FOR UPDATE OF e SKIP LOCKED
    )
    RETURNING "id", "candidateId"`;
  // A pay_now trainee given the seat is invoiced now (training fees, decisions.md section 21).
  if (rows[0]) await billSeatGiven(tx, rows[0].id, now);
  return rows[0] ?? null;
}

/** DELETE training/enrollments/{id}: leave a batch or its waitlist; a freed seat passes to the next in line. */
export async function withdraw(user: SessionUser, { id }: EnrollmentParams): Promise<Withdrawn> {
  const found = await db.enrollment.findFirst({ where: { id, candidateId: user.id }, select: { batchId: true } });
  if (!found) throw notFound(ENROLLMENT_NOT_FOUND_MESSAGE);

  const outcome = await db.$transaction(async (tx) => {
    // Our own row first, then the batch: a seat passed on by someone else's withdrawal skips a row whose
    // owner is leaving (promoteFirstWaitlisted's SKIP LOCKED), so nobody leaving is told a seat is theirs.
    await tx.$queryRaw`SELECT 1 FROM "Enrollment" WHERE "id" = ${id} FOR UPDATE`;
    const batch = await lockBatch(tx, found.batchId);
    if (!batch) throw notFound(ENROLLMENT_NOT_FOUND_MESSAGE);
    const now = new Date();
    const mine = await tx.enrollment.findUnique({ where: { id }, select: { status: true } });
    if (!mine) throw notFound(ENROLLMENT_NOT_FOUND_MESSAGE);
    if (mine.status === "withdrawn") return null;
    if (mine.status === "completed" || mine.status === "failed") throw conflict(CANNOT_WITHDRAW_MESSAGE, "INVALID_TRANSITION");

    // Conditional on the state read: a result recorded meanwhile by the trainer wins (409 STALE_STATE).
    const { count } = await tx.enrollment.updateMany({ where: { id, status: mine.status }, data: { status: "withdrawn", statusChangedAt: now } });
    if (count === 0) throw conflict("This enrolment changed meanwhile. Please reload.", "STALE_STATE");
    // A fee not yet billed is never billed now (an issued invoice stays: Finance credits it if due).
    await endTrainingFee(tx, id, now);
    if (mine.status !== "enrolled") return null;

    // A seat of a batch still to be taught passes on; one of a cancelled or finished batch is just freed.
    const status = batchStatus(batch, now);
    const promoted = status === "cancelled" || status === "completed" ? null : await promoteFirstWaitlisted(tx, batch.id, now);
    if (!promoted) {
      await tx.$executeRaw`UPDATE "Batch" SET "seatsTaken" = "seatsTaken" - 1, "updatedAt" = now() WHERE "id" = ${batch.id} AND "seatsTaken" > 0`;
    }
    return { slug: batch.programmeSlug, promoted: promoted ? { ...promoted, at: now } : null };
  }, QUEUE);

  if (outcome) revalidateProgrammePage(outcome.slug);
  if (outcome?.promoted) await mailSeatPassed(outcome.promoted);
  return { id, status: "withdrawn" };
}

/**
 * After the commit, "A seat is yours" to someone moved off the waitlist at `at`: only whose enrolment
 * the database moved and who still holds the seat (issue 42). Once per move (sendOnce).
 */
export async function mailSeatPassed(passed: { id: string; at: Date }): Promise<void> {
  if (await stillSeated(passed.id, passed.at)) await mailCandidate(passed.id, "seat-passed", passed.at, seatPassedMail);
}

/**
 * Whether the seat is still the candidate's when its mail is written (decisions.md section 15, issue 42):
 * read under a share lock of their row, so a withdrawal of theirs under way is waited for, not raced.
 */
async function stillSeated(enrollmentId: string, at: Date): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "Enrollment" WHERE "id" = ${enrollmentId} AND "status" = 'enrolled' AND "statusChangedAt" = ${at} FOR SHARE`;
    return rows.length === 1;
  }, QUEUE);
}

/** After the commit: the candidate's mail for this event, once, unless they asked to delete their account. */
async function mailCandidate(
  enrollmentId: string,
  event: EnrolmentMailEvent,
  at: Date,
  build: (facts: EnrolmentMailFacts) => Mail,
): Promise<void> {
  try {
    const row = await db.enrollment.findFirst({
      where: { id: enrollmentId, candidate: { deletionRequestedAt: null, deletedAt: null } },
      select: {
        candidate: { select: { name: true, email: true } },
        batch: { select: { title: true, startDate: true, endDate: true, programme: { select: { title: true } } } },
      },
    });
    if (!row) return;
    const facts: EnrolmentMailFacts = {
      to: row.candidate.email,
      candidateName: row.candidate.name,
      batchTitle: row.batch.title,
      programmeTitle: row.batch.programme.title,
      startDate: dayOf(row.batch.startDate),
      endDate: dayOf(row.batch.endDate),
    };
    await sendOnce(enrolmentMailKey(enrollmentId, event, at), build(facts));
  } catch (error) {
    console.error(`[academy] could not e-mail enrolment ${enrollmentId} (${event}):`, error instanceof Error ? error.message : error);
  }
}
