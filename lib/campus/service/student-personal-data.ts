// Students and personal data (docs/decisions/0019, 0020). A candidate's export holds their student record
// (institute, roll number, course, passing year, marks or CGPA, backlogs, verified) and the roster lines that await
// their confirmation (decisions.md section 20); a university's, how many students its roster holds and
// how many lines await confirmation (the students' data is theirs, not the institute's). The purge deletes
// an erased candidate's record and lines: what hangs on the record (registrations, offers) cascades.
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
  const claims = await db.studentClaim.findMany({
    where: { userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { rollNo: true, name: true, email: true, course: true, passingYear: true, marks: true, cgpa: true, backlogs: true, createdAt: true, university: { select: { instituteName: true } } },
  });
  // Lines an institute's roster gave for them that they have not confirmed (nothing of theirs changed).
  const awaitingConfirmation = claims.map(({ university, marks, cgpa, ...line }) => ({
    institute: university.instituteName,
    ...line,
    marks: marks?.toNumber() ?? null,
    cgpa: cgpa?.toNumber() ?? null,
  }));
  if (!row) return { student: null, awaitingConfirmation };
  return {
    student: { institute: row.university.instituteName, ...academicRecord(row), verifiedAt: row.verifiedAt, createdAt: row.createdAt },
    awaitingConfirmation,
  };
}

/** The "studentCount" of a university's account.json. */
export async function readRosterSize(userId: string) {
  const [studentCount, awaitingConfirmationCount] = await Promise.all([
    db.student.count({ where: { university: { userId } } }),
    db.studentClaim.count({ where: { university: { userId } } }),
  ]);
  return { studentCount, awaitingConfirmationCount };
}

/** Inside the purge's transaction for `userId`. */
export async function purgeStudent(tx: Tx, userId: string): Promise<void> {
  await tx.student.deleteMany({ where: { userId } });
  await tx.studentClaim.deleteMany({ where: { userId } });
}
