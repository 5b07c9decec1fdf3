// Drives and personal data (docs/decisions/0019, 0020). A student's export lists their registrations
// (the drive, the company, the round reached and the dates) and the reminders to register their placement
// office sent them (decisions.md section 20); a company member's or an admin's, how many drives they
// created (the drives are the company's or the site's, not theirs). The purge deletes an erased student's
// registrations (their results cascade; the Student row's own purge would too) and reminders, and cuts an
// erased creator from their drives.
import "server-only";
import { db } from "@/lib/db";
import type { Tx } from "@/lib/transitions/transition";

/** The "driveRegistrations" and "driveReminders" sections of a candidate's account.json. */
export async function readStudentRegistrations(userId: string) {
  const rows = await db.driveRegistration.findMany({
    where: { student: { userId } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      currentRound: true,
      eliminatedAt: true,
      withdrawnAt: true,
      createdAt: true,
      drive: { select: { title: true, companyName: true, rounds: { select: { position: true, name: true }, orderBy: { position: "asc" } } } },
    },
  });
  const reminders = await db.driveReminder.findMany({
    where: { student: { userId } },
    orderBy: [{ day: "asc" }, { driveId: "asc" }],
    select: { day: true, mailedAt: true, drive: { select: { title: true, companyName: true } } },
  });
  return {
    driveReminders: reminders.map((r) => ({ drive: r.drive.title, company: r.drive.companyName, day: r.day.toISOString().slice(0, 10), mailedAt: r.mailedAt })),
    driveRegistrations: rows.map(({ drive, currentRound, ...row }) => ({
      drive: drive.title,
      company: drive.companyName,
      roundReached: drive.rounds.find((round) => round.position === currentRound)?.name ?? null,
      registeredAt: row.createdAt,
      eliminatedAt: row.eliminatedAt,
      withdrawnAt: row.withdrawnAt,
    })),
  };
}

/** The "drivesCreated" count of a company member's or an admin's account.json. */
export async function readDrivesCreated(userId: string) {
  return { drivesCreated: await db.drive.count({ where: { createdById: userId } }) };
}

/** Inside the purge's transaction for `userId`. */
export async function purgeDrives(tx: Tx, userId: string): Promise<void> {
  await tx.driveRegistration.deleteMany({ where: { student: { userId } } });
  await tx.driveReminder.deleteMany({ where: { student: { userId } } });
  await tx.drive.updateMany({ where: { createdById: userId }, data: { createdById: null } });
}
