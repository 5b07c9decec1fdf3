// Students and personal data (docs/decisions/0019, 0020). A candidate's export holds their student record
// (institute, roll number, course, passing year, marks, backlogs, verified); a university's, how many
// students its roster holds (the students' data is theirs, not the institute's). The purge deletes an
// erased candidate's record: what hangs on it (registrations and their results, offers) cascades.
import "server-only";
import { academicRecord, academicRecordSelect } from "@/lib/campus/service/students";
import { db } from "@/lib/db";
import type { Tx } from "@/lib/transitions/transition";

/** The "student" section of a candidate's account.json (null when no institute lists them). */
export async function readStudentRecord(userId: string) {
  const row = await db.student.findUnique({
    where: { userId },
    select: { ...academicRecordSelect, createdAt: true, university: { select: { instituteName: true } } },
  });
  if (!row) return { student: null };
  return { student: { institute: row.university.instituteName, ...academicRecord(row), verifiedAt: row.verifiedAt, createdAt: row.createdAt } };
}

/** The "studentCount" of a university's account.json. */
export async function readRosterSize(userId: string) {
  return { studentCount: await db.student.count({ where: { university: { userId } } }) };
}

/** Inside the purge's transaction for `userId`. */
export async function purgeStudent(tx: Tx, userId: string): Promise<void> {
  await tx.student.deleteMany({ where: { userId } });
}
