// The student-invitations task's work (decisions.md sections 18 and 20): after a roster import commits, each
// new student is mailed a link to choose their password, and each line whose e-mail already had an account
// (a claim) a link to confirm they study there. The import only nudges this task; the mails never hold
// its request. Who is due is read from the data itself, so the task needs no queue of its own and is
// idempotent:
// - an account nobody has chosen a password for (the "not set yet" hash) and no invitation mailed to its
//   current address (sendOnce key student-invite:<user>:<email>): a new link (valid STUDENT_INVITE_DAYS
//   days, the password-reset machinery's, only its hash stored) and the invitation;
// - a claim with no link yet: a link drawn and its hash stored by a conditional update (one run wins),
//   then the mail; a failed send clears the hash so the next run draws again.
// Mails go out at a steady rate: at most MAILS_PER_UNIVERSITY of each kind per institute a run (a minute),
// so one 5,000-line roster is mailed over about 25 minutes while another institute's few go at once.
// Only rows written in the last STUDENT_INVITE_DAYS days are looked at; never an account scheduled for
// deletion. A failed send gives its key back and fails the run, so the queue's retry sends it.
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { sendOnce } from "@/lib/email/once";
import { drawResetToken, storeResetToken, UNSET_PASSWORD_PREFIX } from "@/lib/accounts/service/password-reset";
import { STUDENT_INVITE_DAYS } from "@/lib/campus/schemas/common";
import { studentClaimMail, studentClaimMailKey, studentInviteMail, studentInviteMailKey } from "@/lib/campus/mails/rosters";

export const STUDENT_INVITATIONS_TASK = "student-invitations";
export const STUDENT_INVITE_TTL_MS = STUDENT_INVITE_DAYS * 86_400_000;
/** Invitations, and confirmation mails, per institute per run. */
export const MAILS_PER_UNIVERSITY = 200;
/** Rows read per run of each kind, across institutes: a run is bounded; the next minute continues. */
export const INVITE_BATCH = 2_000;

type Due = { studentId: string; userId: string; email: string; name: string; rollNo: string; instituteName: string };
type DueClaim = { claimId: string; email: string; name: string; rollNo: string; course: string; instituteName: string };

/**
 * Rows of `source` ("Student" or "StudentClaim", aliased r, joined to their account u) written in the last
 * STUDENT_INVITE_DAYS days whose account is not being deleted and that `due` selects, at most
 * MAILS_PER_UNIVERSITY per institute (oldest first) and INVITE_BATCH in all.
 */
function pacedRows<T>(source: "Student" | "StudentClaim", columns: Prisma.Sql, due: Prisma.Sql, now: Date): Promise<T[]> {
  const since = new Date(now.getTime() - STUDENT_INVITE_TTL_MS);
  return db.$queryRaw<T[]>`
    SELECT * FROM (
      SELECT ${columns}, u."email", u."name", r."rollNo", un."instituteName", r."updatedAt" AS "writtenAt", r."id" AS "rowId",
             row_number() OVER (PARTITION BY r."universityId" ORDER BY r."updatedAt", r."id") AS "turn"
      FROM ${Prisma.raw(`"${source}"`)} r
      JOIN "User" u ON u."id" = r."userId"
      JOIN "University" un ON un."id" = r."universityId"
      WHERE r."updatedAt" > ${since} AND r."updatedAt" <= ${now} AND u."deletionRequestedAt" IS NULL AND u."deletedAt" IS NULL AND ${due}
    ) due
    WHERE "turn" <= ${MAILS_PER_UNIVERSITY}
    ORDER BY "writtenAt", "rowId"
    LIMIT ${INVITE_BATCH}`;
}

/** New students who have not chosen a password and were not invited at their current address. */
const dueStudents = (now: Date) =>
  pacedRows<Due>(
    "Student",
    Prisma.sql`r."id" AS "studentId", r."userId"`,
    Prisma.sql`u."passwordHash" LIKE ${`${UNSET_PASSWORD_PREFIX}%`}
      AND NOT EXISTS (SELECT 1 FROM "MailReceipt" m WHERE m."key" = 'student-invite:' || r."userId" || ':' || u."email")`,
    now,
  );

/** Lines awaiting their owner that have no link yet. */
const dueClaims = (now: Date) => pacedRows<DueClaim>("StudentClaim", Prisma.sql`r."id" AS "claimId", r."course"`, Prisma.sql`r."tokenHash" IS NULL`, now);

/** Mails one due student; true when a mail went out now (false: another run had sent it). */
async function mailStudent(due: Due, now: Date): Promise<boolean> {
  const { token, tokenHash } = drawResetToken();
  await storeResetToken(db, { userId: due.userId, tokenHash, now, ttlMs: STUDENT_INVITE_TTL_MS });
  const mail = studentInviteMail({
    to: due.email,
    name: due.name,
    instituteName: due.instituteName,
    rollNo: due.rollNo,
    token,
    expiresAt: new Date(now.getTime() + STUDENT_INVITE_TTL_MS),
    days: STUDENT_INVITE_DAYS,
  });
  let sent = false;
  try {
    sent = await sendOnce(studentInviteMailKey(due.userId, due.email), mail);
  } finally {
    // A link nobody was sent (a concurrent run mailed first, or the send failed) must not stay live.
    if (!sent) await db.passwordResetToken.deleteMany({ where: { tokenHash } }).catch(() => undefined);
  }
  return sent;
}

/** Draws a claim's link (the run whose conditional update wins) and mails it; false when another run had it. */
async function mailClaim(due: DueClaim, now: Date): Promise<boolean> {
  const { token, tokenHash } = drawResetToken();
  const expiresAt = new Date(now.getTime() + STUDENT_INVITE_TTL_MS);
  const { count } = await db.studentClaim.updateMany({ where: { id: due.claimId, tokenHash: null }, data: { tokenHash, expiresAt } });
  if (count === 0) return false;
  let sent = false;
  try {
    const mail = studentClaimMail({ to: due.email, name: due.name, instituteName: due.instituteName, rollNo: due.rollNo, course: due.course, token, days: STUDENT_INVITE_DAYS });
    sent = await sendOnce(studentClaimMailKey(due.claimId, tokenHash), mail);
  } finally {
    // Not sent: the next run draws a new link (the claim's updatedAt is kept, so it stays due).
    if (!sent) await db.studentClaim.updateMany({ where: { id: due.claimId, tokenHash }, data: { tokenHash: null, expiresAt: null } }).catch(() => undefined);
  }
  return sent;
}

/** Sends one list's mails; a failure is logged (never the mail: it holds the link) and counted. */
async function sendAll<T>(rows: T[], send: (row: T) => Promise<boolean>, idOf: (row: T) => string): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    try {
      if (await send(row)) sent++;
    } catch (error) {
      console.error(`[campus] could not mail roster line ${idOf(row)}:`, error instanceof Error ? error.message : error);
      failed++;
    }
  }
  return { sent, failed };
}

/** One bounded run: answers how many were mailed and how many sends failed (retried by the queue). */
export async function mailStudentInvitations(now: Date): Promise<{ sent: number; failed: number }> {
  const invites = await sendAll(await dueStudents(now), (due) => mailStudent(due, now), (due) => due.studentId);
  const claims = await sendAll(await dueClaims(now), (due) => mailClaim(due, now), (due) => due.claimId);
  return { sent: invites.sent + claims.sent, failed: invites.failed + claims.failed };
}
