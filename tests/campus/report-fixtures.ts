// Rows for the placement report's tests, written straight with Prisma (the roster import, drives and
// offers services are tested on their own): a university, its students, drives with each university's
// answer, registrations and offers in any state.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { createUser } from "@/tests/factories";

/** A University account with its institute profile. */
export async function createUniversity(name = `Institute ${randomUUID().slice(0, 8)}`) {
  const user = await createUser({ role: "University", name });
  const university = await db.university.create({ data: { userId: user.id, status: "approved", instituteName: name, city: "Pune", state: "Maharashtra", about: "A test institute." } });
  return { user, university };
}

export type StudentInput = { course: string; passingYear: number; marks: number; backlogs?: number };

/** A student of `universityId`: a Candidate account and its record (roll number unique). */
export async function createStudent(universityId: string, input: StudentInput) {
  const user = await createUser({ role: "Candidate", name: `Student ${input.course}` });
  return db.student.create({
    data: {
      universityId,
      userId: user.id,
      rollNo: `R-${randomUUID().slice(0, 8)}`,
      course: input.course,
      passingYear: input.passingYear,
      marks: input.marks,
      backlogs: input.backlogs ?? 0,
    },
  });
}

export type DriveInput = {
  /** Each invited university and its answer. */
  universities: { id: string; response: "pending" | "accepted" | "declined" }[];
  courses: string[];
  years: number[];
  minMarks?: number;
  maxBacklogs?: number;
  salary?: number;
  cancelled?: boolean;
};

/** A drive (its registration already closed: the report ignores the deadline). */
export async function createDrive(input: DriveInput) {
  return db.drive.create({
    data: {
      title: `Drive ${randomUUID().slice(0, 8)}`,
      companyName: "Acme Tools",
      eligibleCourses: input.courses,
      eligibleYears: input.years,
      minMarks: input.minMarks,
      maxBacklogs: input.maxBacklogs,
      salary: input.salary,
      registrationCloses: new Date("2025-12-01T00:00:00Z"),
      cancelledAt: input.cancelled ? new Date("2025-11-01T00:00:00Z") : null,
      universities: {
        create: input.universities.map(({ id, response }) => ({ universityId: id, response, respondedAt: response === "pending" ? null : new Date() })),
      },
    },
  });
}

export function register(driveId: string, studentId: string) {
  return db.driveRegistration.create({ data: { driveId, studentId } });
}

export type OfferInput = {
  salary: number;
  status: "pending" | "accepted" | "declined" | "withdrawn";
  joiningStatus?: "joined" | "deferred" | "revoked";
};

/** An offer of `driveId` to the student, in the state given. */
export function offer(driveId: string, student: { id: string; universityId: string }, input: OfferInput) {
  return db.offer.create({
    data: {
      driveId,
      studentId: student.id,
      universityId: student.universityId,
      salary: input.salary,
      joiningDate: new Date("2026-07-01T00:00:00Z"),
      status: input.status,
      respondedAt: input.status === "pending" ? null : new Date(),
      joiningStatus: input.joiningStatus ?? null,
      revokedAt: input.joiningStatus === "revoked" ? new Date() : null,
    },
  });
}
