// The student-invitations task's work (decisions.md section 18): after a roster import commits, each new
// student is mailed a link to choose their password and each linked candidate is told their institute
// linked their account. The import only nudges this task; the mails never hold its request.
// Who is due is read from the data itself, so the task needs no queue of its own and is idempotent:
// - an account nobody has chosen a password for (the "not set yet" hash) and no invitation mailed to its
//   current address (sendOnce key student-invite:<user>:<email>): a new link (valid STUDENT_INVITE_DAYS
//   days, the password-reset machinery's, only its hash stored) and the invitation;
// - an account that existed before the record (created earlier than it) with a password: the
//   "your institute linked your account" mail, once per record.
// Only records written in the last STUDENT_INVITE_DAYS days are looked at; never an account scheduled for
// deletion. A failed send gives its key back and fails the run, so the queue's retry sends it.
import "server-only";
import { db } from "@/lib/db";
import { sendOnce } from "@/lib/email/once";
import { drawResetToken, storeResetToken, UNSET_PASSWORD_PREFIX } from "@/lib/accounts/service/password-reset";
import { STUDENT_INVITE_DAYS } from "@/lib/campus/schemas/common";
import { studentInviteMail, studentInviteMailKey, studentLinkedMail, studentLinkedMailKey } from "@/lib/campus/mails/rosters";

export const STUDENT_INVITATIONS_TASK = "student-invitations";
export const STUDENT_INVITE_TTL_MS = STUDENT_INVITE_DAYS * 86_400_000;
/** Students read per query, and queries per run: a run is bounded; the next minute continues. */
export const INVITE_BATCH = 200;
const MAX_BATCHES = 10;

type Due = { studentId: string; userId: string; email: string; name: string; rollNo: string; instituteName: string; unset: boolean };

function dueStudents(now: Date, skip: string[]): Promise<Due[]> {
  const since = new Date(now.getTime() - STUDENT_INVITE_TTL_MS);
  const unset = `${UNSET_PASSWORD_PREFIX}%`;
  return db.$queryRaw<Due[]>`
    SELECT s."id" AS "studentId", s."userId", u."email", u."name", s."rollNo", un."instituteName", u."passwordHash" LIKE ${unset} AS "unset"
    FROM "Student" s
    JOIN "User" u ON u."id" = s."userId"
    JOIN "University" un ON un."id" = s."universityId"
    WHERE s."updatedAt" > ${since} AND s."updatedAt" <= ${now}
      AND u."deletionRequestedAt" IS NULL AND u."deletedAt" IS NULL
      AND s."id" <> ALL(${skip}::text[])
      AND CASE
        WHEN u."passwordHash" LIKE ${unset}
          THEN NOT EXISTS (SELECT 1 FROM "MailReceipt" r WHERE r."key" = 'student-invite:' || s."userId" || ':' || u."email")
        ELSE u."createdAt" < s."createdAt"
          AND NOT EXISTS (SELECT 1 FROM "MailReceipt" r WHERE r."key" = 'student-linked:' || s."id")
      END
    ORDER BY s."updatedAt" ASC, s."id" ASC
    LIMIT ${INVITE_BATCH}`;
}

/** Mails one due student; true when a mail went out now (false: another run had sent it). */
async function mailStudent(due: Due, now: Date): Promise<boolean> {
  if (!due.unset) {
    return sendOnce(studentLinkedMailKey(due.studentId), studentLinkedMail({ to: due.email, name: due.name, instituteName: due.instituteName, rollNo: due.rollNo }));
  }
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

/** One bounded run: answers how many were mailed and how many sends failed (retried by the queue). */
export async function mailStudentInvitations(now: Date): Promise<{ sent: number; failed: number }> {
  const failedIds: string[] = [];
  let sent = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const due = await dueStudents(now, failedIds);
    for (const student of due) {
      try {
        if (await mailStudent(student, now)) sent++;
      } catch (error) {
        // Never the mail in the log: it holds the link.
        console.error(`[campus] could not mail student ${student.studentId}:`, error instanceof Error ? error.message : error);
        failedIds.push(student.studentId);
      }
    }
    if (due.length < INVITE_BATCH) break;
  }
  return { sent, failed: failedIds.length };
}
