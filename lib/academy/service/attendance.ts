// Attendance (decisions.md section 15). The rules:
// - The batch's trainer opens a session's check-in from 30 minutes before it starts until it ends
//   (decisions.md section 20; else 409 NOT_OPEN): a 6-character code of the Crockford alphabet from
//   the CSPRNG, valid 10 minutes; a new code replaces the old. Only a keyed hash of (session, code) is
//   stored, so a leaked table gives no code away and a code of one session is no code of another.
// - A candidate enrolled in the batch checks in with the code only while the session runs (409
//   NOT_OPEN otherwise); a wrong or expired code is 400 INVALID_CODE, and wrong tries are limited per
//   candidate and session (429). Checking in twice answers the same record.
// - The trainer corrects the register: it becomes exactly the ids sent, in one transaction; once the
//   batch is finished its registers are final too (409 BATCH_FINISHED).
// - Another trainer's session, an unknown one, or one whose batch the candidate is not enrolled in: 404.
import "server-only";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import QRCode from "qrcode";
import { ApiError, badRequest, conflict, notFound, tooManyRequests } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { getAuthSecret } from "@/lib/auth/secret";
import { db } from "@/lib/db";
import { hit, release } from "@/lib/security/rate-limit";
import { siteUrl } from "@/lib/site/url";
import { OTP_ALPHABET } from "@/lib/accounts/schemas/auth";
import type { CheckinCodeJson, CheckinJson, RegisterJson } from "@/lib/academy/contract/attendance";
import {
  CHECKIN_CODE_LENGTH,
  CHECKIN_CODE_TTL_MINUTES,
  CHECKIN_MAX_WRONG_TRIES,
  INVALID_CODE_MESSAGE,
  NOT_OPEN_MESSAGE,
  type AttendanceBody,
  type CheckinBody,
  type SessionParams,
} from "@/lib/academy/schemas/attendance";
import { BATCH_FINISHED_MESSAGE, checkinClosedReason } from "@/lib/academy/rules/sessions";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { EnrollmentStatus } from "@/lib/generated/prisma/enums";

export const SESSION_NOT_FOUND_MESSAGE = "Session not found";
export const REGISTER_NOT_STARTED_MESSAGE = "The register can be corrected once the session has started.";
export const NOT_IN_BATCH_MESSAGE = "Only candidates of this batch can be marked present.";

const TRIES_WINDOW_MS = 60 * 60_000;

/** Enrolments that belong on a register: those taking (or who took) the batch, not the waitlist or the withdrawn. */
export const REGISTER_STATUSES: EnrollmentStatus[] = ["enrolled", "completed", "failed"];

/** 6 symbols of the 32-symbol Crockford alphabet from the CSPRNG: 30 bits. */
export function generateCheckinCode(): string {
  let code = "";
  for (let i = 0; i < CHECKIN_CODE_LENGTH; i++) code += OTP_ALPHABET[randomInt(OTP_ALPHABET.length)];
  return code;
}

let hmacKey: Buffer | undefined;
function key(): Buffer {
  // A key of its own, derived from the auth secret, so these hashes serve no other purpose.
  hmacKey ??= createHmac("sha256", getAuthSecret()).update("checkin-code-v1").digest();
  return hmacKey;
}

/** Keyed hash of (session, code): the session id in it makes a code valid for its session alone. */
export function hashCheckinCode(sessionId: string, code: string): string {
  return createHmac("sha256", key()).update(`${sessionId}\n${code}`).digest("hex");
}

function sameHash(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, "hex");
  const given = Buffer.from(givenHex, "hex");
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The page a phone opens from the QR code: the candidate's training page with the form filled in. */
export function checkinUrl(sessionId: string, code: string): string {
  const query = new URLSearchParams({ checkin: sessionId, code });
  return `${siteUrl()}/candidate/training?${query.toString()}`;
}

async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

const trainerSessionSelect = {
  id: true,
  batchId: true,
  startsAt: true,
  endsAt: true,
  batch: { select: { cancelledAt: true } },
} satisfies Prisma.TrainingSessionSelect;

/** A session of one of the trainer's batches; anyone else's (or an unknown id) is 404. */
async function trainerSession(trainer: SessionUser, sessionId: string) {
  const session = await db.trainingSession.findFirst({ where: { id: sessionId, batch: { trainerId: trainer.id } }, select: trainerSessionSelect });
  if (!session) throw notFound(SESSION_NOT_FOUND_MESSAGE);
  return session;
}

/** POST training/sessions/{id}/checkin-code: a new code for the session (the old one stops working). */
export async function openCheckin(trainer: SessionUser, { id }: SessionParams, now: Date = new Date()): Promise<CheckinCodeJson> {
  const session = await trainerSession(trainer, id);
  const closed = checkinClosedReason(session, now, { cancelled: session.batch.cancelledAt !== null });
  if (closed) throw conflict(closed, "NOT_OPEN");

  const code = generateCheckinCode();
  const expiresAt = new Date(now.getTime() + CHECKIN_CODE_TTL_MINUTES * 60_000);
  await db.trainingSession.update({
    where: { id: session.id },
    data: { checkinCodeHash: hashCheckinCode(session.id, code), checkinExpiresAt: expiresAt },
  });
  return { code, expiresAt: expiresAt.toISOString(), qr: await qrDataUrl(checkinUrl(session.id, code)) };
}

function tooManyTries(retryAfterSeconds: number): ApiError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return tooManyRequests(`Too many wrong check-in codes. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, retryAfterSeconds);
}

/** POST training/sessions/{id}/checkin: the enrolled candidate's own check-in with the trainer's code. */
export async function checkIn(candidate: SessionUser, { id }: SessionParams, { code }: CheckinBody, now: Date = new Date()): Promise<CheckinJson> {
  const session = await db.trainingSession.findFirst({
    where: { id, batch: { cancelledAt: null } },
    select: {
      id: true,
      startsAt: true,
      endsAt: true,
      batch: { select: { enrollments: { where: { candidateId: candidate.id, status: "enrolled" }, select: { id: true } } } },
    },
  });
  const enrollment = session?.batch.enrollments[0];
  if (!session || !enrollment) throw notFound(SESSION_NOT_FOUND_MESSAGE);

  // Already on the register (a retry, a second tab, or the trainer's correction): the same answer.
  const existing = await db.attendance.findUnique({
    where: { sessionId_enrollmentId: { sessionId: session.id, enrollmentId: enrollment.id } },
    select: { checkedInAt: true },
  });
  if (existing) return { sessionId: session.id, checkedInAt: existing.checkedInAt.toISOString() };

  if (now < session.startsAt || now >= session.endsAt) throw conflict(NOT_OPEN_MESSAGE, "NOT_OPEN");

  // Every try is counted before the code is compared, so parallel guesses cannot pass the limit; a
  // right code gives its count back (only wrong tries are limited).
  const tries = { key: `checkin:${session.id}:${candidate.id}`, windowMs: TRIES_WINDOW_MS };
  const counted = await hit({ ...tries, limit: CHECKIN_MAX_WRONG_TRIES, now });
  if (!counted.ok) throw tooManyTries(counted.retryAfterSeconds);

  // Read after counting: a code the trainer replaced meanwhile is compared as it now is.
  const current = await db.trainingSession.findUniqueOrThrow({ where: { id: session.id }, select: { checkinCodeHash: true, checkinExpiresAt: true } });
  const given = hashCheckinCode(session.id, code);
  const live = current.checkinCodeHash !== null && current.checkinExpiresAt !== null && current.checkinExpiresAt > now;
  // Compared even when no code is live, so the answer takes the same time either way.
  const matches = sameHash(current.checkinCodeHash ?? "0".repeat(64), given);
  if (!live || !matches) throw new ApiError(400, INVALID_CODE_MESSAGE, { code: "INVALID_CODE", errors: { code: INVALID_CODE_MESSAGE } });

  await release({ ...tries, now });
  // skipDuplicates: a concurrent check-in (or correction) that wrote first keeps its row and time.
  await db.attendance.createMany({ data: [{ sessionId: session.id, enrollmentId: enrollment.id, checkedInAt: now }], skipDuplicates: true });
  const row = await db.attendance.findUniqueOrThrow({
    where: { sessionId_enrollmentId: { sessionId: session.id, enrollmentId: enrollment.id } },
    select: { checkedInAt: true },
  });
  return { sessionId: session.id, checkedInAt: row.checkedInAt.toISOString() };
}

type Reader = Pick<Prisma.TransactionClient, "attendance">;

/** The register of a session, by name. */
export async function readRegister(client: Reader, sessionId: string): Promise<RegisterJson> {
  const rows = await client.attendance.findMany({
    where: { sessionId },
    select: { enrollmentId: true, checkedInAt: true, byTrainer: true, enrollment: { select: { candidate: { select: { name: true } } } } },
  });
  const present = rows
    .map((row) => ({ enrollmentId: row.enrollmentId, name: row.enrollment.candidate.name, checkedInAt: row.checkedInAt.toISOString(), byTrainer: row.byTrainer }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.enrollmentId.localeCompare(b.enrollmentId));
  return { sessionId, present };
}

/** PUT training/sessions/{id}/attendance: the register becomes exactly `present`. */
export async function correctAttendance(trainer: SessionUser, { id }: SessionParams, { present }: AttendanceBody, now: Date = new Date()): Promise<RegisterJson> {
  const session = await trainerSession(trainer, id);
  if (now < session.startsAt) throw conflict(REGISTER_NOT_STARTED_MESSAGE, "NOT_OPEN");

  return db.$transaction(async (tx) => {
    // Under a share lock of the batch row: a finish (which locks it to write) waits for this register,
    // or this waits for the finish and sees it.
    const [batch] = await tx.$queryRaw<{ finishedAt: Date | null }[]>`SELECT "finishedAt" FROM "Batch" WHERE "id" = ${session.batchId} FOR SHARE`;
    if (batch?.finishedAt) throw conflict(BATCH_FINISHED_MESSAGE, "BATCH_FINISHED");
    const known = await tx.enrollment.count({ where: { id: { in: present }, batchId: session.batchId, status: { in: REGISTER_STATUSES } } });
    if (known !== present.length) throw badRequest(NOT_IN_BATCH_MESSAGE, { present: NOT_IN_BATCH_MESSAGE });

    await tx.attendance.deleteMany({ where: { sessionId: session.id, enrollmentId: { notIn: present } } });
    // Those already present keep their own check-in time and mark; the rest are the trainer's.
    await tx.attendance.createMany({
      data: present.map((enrollmentId) => ({ sessionId: session.id, enrollmentId, checkedInAt: now, byTrainer: true })),
      skipDuplicates: true,
    });
    return readRegister(tx, session.id);
  });
}
