// A university's students (decisions.md section 18): its list (paged in SQL, searched by name, e-mail or
// roll number), the placement officer's lock (a verified record), a student's own record, and the lock
// as the candidate profile meets it: a verified record's course, passing year and marks are the
// officer's, so the candidate's save refuses a change to them (the same values pass).
import "server-only";
import { forbidden, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import type { StudentJson, VerifyReport } from "@/lib/campus/contract/common";
import { ACADEMICS_LOCKED_MESSAGE, profileMarksText } from "@/lib/campus/rules/common";
import { ownUniversity } from "@/lib/campus/service/drive-access";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isPasswordSet, UNSET_PASSWORD_PREFIX } from "@/lib/accounts/service/password-reset";
import { escapeLike } from "@/lib/job-search/service/sql";

export const STUDENTS_PAGE_SIZE = 50;
export const STUDENT_NOT_FOUND = "Student not found.";

/** A roster line's academic fields, as a student record and a claim awaiting confirmation both keep them. */
export const rosterFieldsSelect = {
  rollNo: true,
  course: true,
  passingYear: true,
  marks: true,
  cgpa: true,
  backlogs: true,
} as const satisfies Prisma.StudentSelect & Prisma.StudentClaimSelect;

/** Those fields as JSON: marks or CGPA a number (the other null). */
export type RosterFields = { rollNo: string; course: string; passingYear: number; marks: number | null; cgpa: number | null; backlogs: number };

export function rosterFields(row: Prisma.StudentGetPayload<{ select: typeof rosterFieldsSelect }>): RosterFields {
  return {
    rollNo: row.rollNo,
    course: row.course,
    passingYear: row.passingYear,
    marks: row.marks?.toNumber() ?? null,
    cgpa: row.cgpa?.toNumber() ?? null,
    backlogs: row.backlogs,
  };
}

/** A student record's academic fields (the roster's columns), as every reader of a record selects them. */
export const academicRecordSelect = { ...rosterFieldsSelect, verifiedAt: true } as const satisfies Prisma.StudentSelect;

/** Those fields as JSON, with the officer's lock `verified`. */
export function academicRecord(row: Prisma.StudentGetPayload<{ select: typeof academicRecordSelect }>) {
  return { ...rosterFields(row), verified: row.verifiedAt !== null };
}

const studentSelect = {
  id: true,
  ...academicRecordSelect,
  user: { select: { name: true, email: true, passwordHash: true } },
} as const satisfies Prisma.StudentSelect;

type StudentRow = Prisma.StudentGetPayload<{ select: typeof studentSelect }>;

/** The one mapper of a student as their institute sees them (the password hash only tells invited from active). */
function toStudentJson(row: StudentRow): StudentJson {
  return { id: row.id, name: row.user.name, email: row.user.email, ...academicRecord(row), status: isPasswordSet(row.user.passwordHash) ? "active" : "invited" };
}

/** The acting University's institute; 403 for another role, 404 without an institute profile. */
async function universityOf(user: SessionUser): Promise<{ id: string; instituteName: string }> {
  if (user.role !== "University") throw forbidden();
  const university = await ownUniversity(user);
  if (!university) throw notFound("Institute profile not found.");
  return university;
}

/**
 * GET university/students: one page by roll number, searched by name, e-mail or roll number. The lines
 * awaiting their owner's confirmation (StudentClaim) are listed among the students with the file's own
 * values only: the account behind one is not read.
 */
export async function listStudents(user: SessionUser, query: { search?: string; page: number }): Promise<{ students: StudentJson[]; hasNextPage: boolean }> {
  const { id: universityId } = await universityOf(user);
  const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
  // One row past the page tells whether another follows, without counting the roster.
  const rows = await db.$queryRaw<(Omit<StudentJson, "status"> & { status: StudentJson["status"] })[]>`
    SELECT * FROM (
      SELECT s."id", u."name", u."email", s."rollNo", s."course", s."passingYear", s."marks"::float8 AS "marks", s."cgpa"::float8 AS "cgpa", s."backlogs",
             s."verifiedAt" IS NOT NULL AS "verified",
             CASE WHEN u."passwordHash" LIKE ${`${UNSET_PASSWORD_PREFIX}%`} THEN 'invited' ELSE 'active' END AS "status"
      FROM "Student" s JOIN "User" u ON u."id" = s."userId"
      WHERE s."universityId" = ${universityId}
      UNION ALL
      SELECT c."id", c."name", c."email", c."rollNo", c."course", c."passingYear", c."marks"::float8, c."cgpa"::float8, c."backlogs", false, 'awaiting_confirmation'
      FROM "StudentClaim" c
      WHERE c."universityId" = ${universityId}
    ) t
    WHERE ${pattern}::text IS NULL OR t."rollNo" ILIKE ${pattern} OR t."name" ILIKE ${pattern} OR t."email" ILIKE ${pattern}
    ORDER BY t."rollNo" ASC, t."id" ASC
    OFFSET ${(query.page - 1) * STUDENTS_PAGE_SIZE} LIMIT ${STUDENTS_PAGE_SIZE + 1}`;
  return { students: rows.slice(0, STUDENTS_PAGE_SIZE), hasNextPage: rows.length > STUDENTS_PAGE_SIZE };
}

/**
 * PATCH university/students/{id} `{ verified }`: the officer locks (verifies) or unlocks a record of
 * their own institute (another's: 404). Locking again keeps the first verification's time. Locking also
 * writes the record's course, passing year and marks into the student's profile, so the profile shows
 * what was verified (and the candidate's save compares against it).
 */
export async function setStudentVerified(user: SessionUser, { id }: { id: string }, { verified }: { verified: boolean }, now: Date = new Date()): Promise<StudentJson> {
  const { id: universityId } = await universityOf(user);
  return db.$transaction(async (tx) => {
    const current = await tx.student.findFirst({ where: { id, universityId }, select: { verifiedAt: true } });
    if (!current) throw notFound(STUDENT_NOT_FOUND);
    const row = await tx.student.update({ where: { id }, data: { verifiedAt: verified ? (current.verifiedAt ?? now) : null }, select: { ...studentSelect, userId: true } });
    if (verified) {
      const academics = { course: row.course, passingYear: row.passingYear, marks: profileMarksText(academicRecord(row)) };
      await tx.candidateProfile.upsert({ where: { userId: row.userId }, update: academics, create: { userId: row.userId, ...academics } });
    }
    return toStudentJson(row);
  });
}

/**
 * POST university/students/verify `{ studentIds }` ("Verify all" of the page shown): locks each of these
 * records at once, as the lock of one does (the profile's academics follow the record). Only the
 * institute's own students: any other id (another's student, a line awaiting confirmation) is 404 and
 * nothing changes. A record locked already keeps its first time and is not counted.
 */
export async function verifyStudents(user: SessionUser, { studentIds }: { studentIds: string[] }, now: Date = new Date()): Promise<VerifyReport> {
  const { id: universityId } = await universityOf(user);
  const ids = [...new Set(studentIds)];
  return db.$transaction(async (tx) => {
    if ((await tx.student.count({ where: { id: { in: ids }, universityId } })) !== ids.length) throw notFound(STUDENT_NOT_FOUND);
    const { count } = await tx.student.updateMany({ where: { id: { in: ids }, universityId, verifiedAt: null }, data: { verifiedAt: now } });
    // The profile shows what was verified (profileMarksText in SQL: "72.5", or "8.4 CGPA").
    await tx.$executeRaw`
      INSERT INTO "CandidateProfile" ("id", "userId", "course", "passingYear", "marks", "updatedAt")
      SELECT gen_random_uuid()::text, s."userId", s."course", s."passingYear",
             CASE WHEN s."marks" IS NOT NULL THEN (s."marks"::float8)::text ELSE (s."cgpa"::float8)::text || ' CGPA' END, ${now}
      FROM "Student" s WHERE s."id" = ANY(${ids}::text[]) AND s."universityId" = ${universityId}
      ON CONFLICT ("userId") DO UPDATE SET "course" = EXCLUDED."course", "passingYear" = EXCLUDED."passingYear", "marks" = EXCLUDED."marks", "updatedAt" = EXCLUDED."updatedAt"`;
    return { verified: count };
  });
}

export type OwnStudentRecord = RosterFields & {
  id: string;
  /** The placement office's contact, from the institute's profile: whom to tell when the record is wrong. */
  institute: { id: string; instituteName: string; placementContact: string | null };
  verified: boolean;
};

/** A candidate's own student record with their institute's name and placement contact, or null (not a student, or another role). */
export async function getOwnStudentRecord(user: SessionUser): Promise<OwnStudentRecord | null> {
  if (user.role !== "Candidate") return null;
  const row = await db.student.findUnique({
    where: { userId: user.id },
    select: { id: true, ...academicRecordSelect, university: { select: { id: true, instituteName: true, placementContact: true } } },
  });
  return row ? { id: row.id, institute: row.university, ...academicRecord(row) } : null;
}

type Academics = { course?: string | null; passingYear?: number | null; marks?: string | null };

/**
 * The profile lock: inside the candidate's save (its transaction), refuses a change of course, passing
 * year or marks while their record is verified (403). Fields the save leaves out, or sends unchanged, pass.
 */
export async function assertAcademicsUnlocked(tx: Prisma.TransactionClient, userId: string, input: Academics): Promise<void> {
  const sent = (["course", "passingYear", "marks"] as const).filter((field) => input[field] !== undefined);
  if (sent.length === 0) return;
  const student = await tx.student.findUnique({ where: { userId }, select: { verifiedAt: true } });
  if (!student?.verifiedAt) return;
  const stored = await tx.candidateProfile.findUnique({ where: { userId }, select: { course: true, passingYear: true, marks: true } });
  if (sent.some((field) => input[field] !== (stored?.[field] ?? null))) throw forbidden(ACADEMICS_LOCKED_MESSAGE);
}

/** Whether the candidate's course, passing year and marks are locked (the profile wizard shows them read-only). */
export async function academicsLocked(userId: string): Promise<boolean> {
  const student = await db.student.findUnique({ where: { userId }, select: { verifiedAt: true } });
  return Boolean(student?.verifiedAt);
}
