// Reminders to register (decisions.md section 20): a participating university's placement officer sees its
// students eligible for a drive (the record rules and the offer policy, in SQL: eligibility.ts) who have
// not registered, and reminds those shown: a notification at once, a mail from the drive-reminders task
// (never inside the officer's request). Each student is reminded of a drive at most once a day (India):
// DriveReminder's key (drive, student, day) takes the first reminder only (INSERT ... ON CONFLICT DO
// NOTHING RETURNING), and the notifications are written for the rows that insert returned, in the same
// transaction. Two clicks, two tabs or two officers at once remind once.
import "server-only";
import { conflict, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import type { ReminderReport, UnregisteredStudents } from "@/lib/campus/contract/common";
import { driveReminderMail, reminderMailKey } from "@/lib/campus/mails/drives";
import { STUDENT_DRIVES_PATH } from "@/lib/campus/rules/offers";
import { UNREGISTERED_PAGE_SIZE } from "@/lib/campus/schemas/common";
import { participatingUniversity, STUDENT_NOT_FOUND_MESSAGE } from "@/lib/campus/service/drive-access";
import { closedOn, policyAllowsSql, recordEligibleSql } from "@/lib/campus/service/eligibility";
import { DRIVE_CANCELLED_MESSAGE } from "@/lib/campus/service/round-results";
import { db } from "@/lib/db";
import { sendOnce } from "@/lib/email/once";
import { formatIndiaDay } from "@/lib/format/date";
import { Prisma } from "@/lib/generated/prisma/client";
import { nudgeTask } from "@/lib/queue";

export const DRIVE_REMINDERS_TASK = "drive-reminders";
/** Reminder mails per institute per run (a minute), as the roster's invitations. */
export const REMINDER_MAILS_PER_UNIVERSITY = 200;

/** The institute's students (alias s, their institute un, the drive d) eligible for the drive and not registered. */
const eligibleUnregistered = (driveId: string, universityId: string) => Prisma.sql`
  FROM "Student" s
  JOIN "University" un ON un."id" = s."universityId"
  JOIN "Drive" d ON d."id" = ${driveId}
  JOIN "User" u ON u."id" = s."userId" AND u."deletedAt" IS NULL
  WHERE s."universityId" = ${universityId} AND ${recordEligibleSql} AND ${policyAllowsSql}
    AND NOT EXISTS (SELECT 1 FROM "DriveRegistration" g WHERE g."driveId" = d."id" AND g."studentId" = s."id")`;

type Row = UnregisteredStudents["students"][number] & { total: number };

/** GET drives/{id}/unregistered: a page by roll number, with the total and who was reminded today. */
export async function listUnregistered(user: SessionUser, { id }: { id: string }, { page }: { page: number }, now: Date = new Date()): Promise<UnregisteredStudents> {
  const { university, drive } = await participatingUniversity(user, id);
  const rows = await db.$queryRaw<Row[]>`
    SELECT s."id", u."name", s."rollNo", s."course", COUNT(*) OVER ()::int AS "total",
           EXISTS (SELECT 1 FROM "DriveReminder" r WHERE r."driveId" = d."id" AND r."studentId" = s."id" AND r."day" = ${formatIndiaDay(now)}::date) AS "remindedToday"
    ${eligibleUnregistered(drive.id, university.id)}
    ORDER BY s."rollNo", s."id"
    OFFSET ${(page - 1) * UNREGISTERED_PAGE_SIZE} LIMIT ${UNREGISTERED_PAGE_SIZE + 1}`;
  return {
    students: rows.slice(0, UNREGISTERED_PAGE_SIZE).map(({ id, name, rollNo, course, remindedToday }) => ({ id, name, rollNo, course, remindedToday })),
    total: rows[0]?.total ?? 0,
    hasNextPage: rows.length > UNREGISTERED_PAGE_SIZE,
  };
}

/**
 * POST drives/{id}/reminders `{ studentIds }`: reminds those still eligible and unregistered, once a day
 * each; the others are `skipped`. Another institute's student (or any id not its own): 404, nothing sent.
 * A cancelled drive, or one whose registration closed: 409 NOT_OPEN.
 */
export async function remindStudents(user: SessionUser, { id }: { id: string }, { studentIds }: { studentIds: string[] }, now: Date = new Date()): Promise<ReminderReport> {
  const { university, drive } = await participatingUniversity(user, id);
  if (drive.cancelledAt) throw conflict(DRIVE_CANCELLED_MESSAGE, "NOT_OPEN");
  const { registrationCloses } = await db.drive.findUniqueOrThrow({ where: { id: drive.id }, select: { registrationCloses: true } });
  if (registrationCloses <= now) throw conflict(`Registration for this drive closed on ${closedOn(registrationCloses)}.`, "NOT_OPEN");
  const ids = [...new Set(studentIds)];
  if ((await db.student.count({ where: { id: { in: ids }, universityId: university.id } })) !== ids.length) throw notFound(STUDENT_NOT_FOUND_MESSAGE);

  const title = `Reminder: register for ${drive.title} by ${drive.companyName}`;
  const body = `Your placement office reminds you: you are eligible. Registration closes on ${closedOn(registrationCloses)}.`;
  const reminded = await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ studentId: string }[]>`
      INSERT INTO "DriveReminder" ("driveId", "studentId", "day", "createdAt")
      SELECT d."id", s."id", ${formatIndiaDay(now)}::date, ${now}
      ${eligibleUnregistered(drive.id, university.id)} AND s."id" = ANY(${ids}::text[])
      ON CONFLICT DO NOTHING
      RETURNING "studentId"`;
    if (rows.length === 0) return 0;
    await tx.$executeRaw`
      INSERT INTO "Notification" ("id", "userId", "kind", "title", "body", "link", "createdAt")
      SELECT gen_random_uuid()::text, s."userId", 'drive', ${title}, ${body}, ${STUDENT_DRIVES_PATH}, ${now}
      FROM "Student" s WHERE s."id" = ANY(${rows.map((row) => row.studentId)}::text[])`;
    return rows.length;
  });
  if (reminded > 0) nudgeTask(DRIVE_REMINDERS_TASK);
  return { reminded, skipped: ids.length - reminded };
}

type DueMail = { driveId: string; studentId: string; day: string; email: string; name: string; instituteName: string; title: string; companyName: string; registrationCloses: Date };

/**
 * The drive-reminders task's run: mails the reminders of the last day not mailed yet, at most
 * REMINDER_MAILS_PER_UNIVERSITY per institute, skipping a student who registered meanwhile, a drive
 * cancelled or closed, and an account being deleted. sendOnce keys each (drive, student, day), so a
 * retried run never mails twice; a failed send is counted and left for the retry.
 */
export async function mailDriveReminders(now: Date): Promise<{ sent: number; failed: number }> {
  const due = await db.$queryRaw<DueMail[]>`
    SELECT * FROM (
      SELECT r."driveId", r."studentId", to_char(r."day", 'YYYY-MM-DD') AS "day", u."email", u."name", un."instituteName",
             d."title", d."companyName", d."registrationCloses",
             row_number() OVER (PARTITION BY s."universityId" ORDER BY r."createdAt", r."studentId") AS "turn"
      FROM "DriveReminder" r
      JOIN "Student" s ON s."id" = r."studentId"
      JOIN "User" u ON u."id" = s."userId" AND u."deletionRequestedAt" IS NULL AND u."deletedAt" IS NULL
      JOIN "University" un ON un."id" = s."universityId"
      JOIN "Drive" d ON d."id" = r."driveId" AND d."cancelledAt" IS NULL AND d."registrationCloses" > ${now}
      WHERE r."mailedAt" IS NULL AND r."createdAt" > ${new Date(now.getTime() - 86_400_000)}
        AND NOT EXISTS (SELECT 1 FROM "DriveRegistration" g WHERE g."driveId" = r."driveId" AND g."studentId" = r."studentId")
    ) x
    WHERE "turn" <= ${REMINDER_MAILS_PER_UNIVERSITY}`;
  let sent = 0;
  let failed = 0;
  for (const row of due) {
    try {
      const mail = driveReminderMail({ to: row.email, name: row.name, instituteName: row.instituteName, company: row.companyName, title: row.title, registrationCloses: row.registrationCloses });
      if (await sendOnce(reminderMailKey(row.driveId, row.studentId, row.day), mail)) sent++;
      await db.driveReminder.updateMany({ where: { driveId: row.driveId, studentId: row.studentId, day: new Date(`${row.day}T00:00:00Z`) }, data: { mailedAt: now } });
    } catch (error) {
      console.error(`[campus] could not mail the reminder of drive ${row.driveId} to student ${row.studentId}:`, error instanceof Error ? error.message : error);
      failed++;
    }
  }
  return { sent, failed };
}
