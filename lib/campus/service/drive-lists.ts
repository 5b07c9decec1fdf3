// Reading drives (decisions.md section 18), by who asks:
// - an admin: every drive; the company (owners and recruiters of an approved company): its drives;
// - a university: the drives it is invited to, whatever it answered, with its own answer only;
// - a student (a Candidate with a Student row): the drives their institute accepted, not cancelled,
//   with eligibility and registration (student-drives.ts); a candidate who is no student: none.
// A drive outside what the caller may see is 404. One drive (GET drives/{id}) adds, for all but the
// student, who is in which round (the university: its own students only).
import "server-only";
import { forbidden, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import type { DriveDetail, DriveJson } from "@/lib/campus/contract/common";
import type { DriveParams, DrivesQuery } from "@/lib/campus/schemas/drives";
import { DRIVES_PAGE_SIZE } from "@/lib/campus/schemas/common";
import { companySideDrive, DRIVE_NOT_FOUND, ownUniversity, universityDrive } from "@/lib/campus/service/drive-access";
import { driveJson, driveSelect, type DriveRow } from "@/lib/campus/service/drive-json";
import { driveRoster } from "@/lib/campus/service/drive-roster";
import { studentDriveRows, studentDrivesJson, studentDrivesPage, studentOf } from "@/lib/campus/service/student-drives";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { approvedEmployer } from "@/lib/job-posting/service/approved-employer";

export type DrivesPage = { drives: DriveJson[]; hasNextPage: boolean };

const NO_DRIVES: DrivesPage = { drives: [], hasNextPage: false };

/** Newest first, one page in SQL; `universityId` narrows each drive's invitations to that university's. */
async function drivesPage(where: Prisma.DriveWhereInput, page: number, now: Date, universityId?: string): Promise<DrivesPage> {
  const rows = await db.drive.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (page - 1) * DRIVES_PAGE_SIZE,
    take: DRIVES_PAGE_SIZE + 1,
    select: driveSelect,
  });
  return { drives: rows.slice(0, DRIVES_PAGE_SIZE).map((row) => driveJson(row, now, universityId)), hasNextPage: rows.length > DRIVES_PAGE_SIZE };
}

/** GET drives: the drives the caller may see (see the rules above), DRIVES_PAGE_SIZE a page. */
export async function listDrives(user: SessionUser, { page }: DrivesQuery): Promise<DrivesPage> {
  const now = new Date();
  switch (user.role) {
    case "Admin":
      return drivesPage({}, page, now);
    case "Employer": {
      const employer = await approvedEmployer(user);
      return drivesPage({ employerId: employer.id }, page, now);
    }
    case "University": {
      const university = await ownUniversity(user);
      if (!university) return NO_DRIVES;
      return drivesPage({ universities: { some: { universityId: university.id } } }, page, now, university.id);
    }
    case "Candidate": {
      const student = await studentOf(user.id);
      return student ? studentDrivesPage(student, page, now) : NO_DRIVES;
    }
    default:
      throw forbidden();
  }
}

const readDrive = (id: string): Promise<DriveRow> => db.drive.findUniqueOrThrow({ where: { id }, select: driveSelect });

/** The drive with who is in which round (`universityId`: that institute's students only). */
async function withRoster(row: DriveRow, now: Date, universityId?: string): Promise<DriveDetail> {
  return { ...driveJson(row, now, universityId), roster: await driveRoster(row.id, row.rounds, universityId) };
}

/** GET drives/{id}: one drive the caller may see (else 404); see the rules above. */
export async function getDrive(user: SessionUser, { id }: DriveParams): Promise<DriveDetail> {
  const now = new Date();
  switch (user.role) {
    case "Admin": {
      const row = await db.drive.findUnique({ where: { id }, select: driveSelect });
      if (!row) throw notFound(DRIVE_NOT_FOUND);
      return withRoster(row, now);
    }
    case "Employer": {
      await companySideDrive(user, id);
      return withRoster(await readDrive(id), now);
    }
    case "University": {
      const university = await ownUniversity(user);
      if (!university) throw notFound(DRIVE_NOT_FOUND);
      await universityDrive(university.id, id);
      return withRoster(await readDrive(id), now, university.id);
    }
    case "Candidate": {
      const student = await studentOf(user.id);
      const rows = student ? await studentDriveRows(db, student, now, { driveId: id }) : [];
      const [drive] = student ? await studentDrivesJson(student, rows, now) : [];
      if (!drive) throw notFound(DRIVE_NOT_FOUND);
      return drive;
    }
    default:
      throw forbidden();
  }
}
