// Rows for the drives' tests: universities, students (Candidate accounts with a Student row), a valid
// POST drives body, and offers written straight with Prisma (the offers service is tested on its own).
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/types";
import { createUser } from "@/tests/factories";

const DAY = 86_400_000;

/** A University account with its institute profile (policy one_offer unless told). */
export async function createUniversity(opts: { name?: string; policy?: "one_offer" | "dream" } = {}) {
  const name = opts.name ?? `Institute ${randomUUID().slice(0, 8)}`;
  const user = await createUser({ role: "University", name });
  const university = await db.university.create({
    data: { userId: user.id, status: "approved", instituteName: name, city: "Pune", state: "Maharashtra", about: "A test institute.", policy: opts.policy ?? "one_offer" },
  });
  return { user, university };
}

export type StudentInput = { course?: string; passingYear?: number; marks?: number; backlogs?: number; name?: string; rollNo?: string };

export const COURSE = "B.Tech Computer Engineering";
export const YEAR = 2027;

/** A student of `universityId` who meets the default rules: their login and their record. */
export async function createStudent(universityId: string, input: StudentInput = {}): Promise<{ user: SessionUser; student: { id: string; universityId: string } }> {
  const user = await createUser({ role: "Candidate", name: input.name ?? "Test Student" });
  const student = await db.student.create({
    data: {
      universityId,
      userId: user.id,
      rollNo: input.rollNo ?? `R-${randomUUID().slice(0, 8)}`,
      course: input.course ?? COURSE,
      passingYear: input.passingYear ?? YEAR,
      marks: input.marks ?? 75,
      backlogs: input.backlogs ?? 0,
    },
    select: { id: true, universityId: true },
  });
  return { user, student };
}

/** A valid POST drives body for these universities: closes in 7 days, two rounds after it. */
export function driveBody(universityIds: string[], extra: Record<string, unknown> = {}) {
  const closes = Date.now() + 7 * DAY;
  return {
    title: "Campus Hiring 2027",
    universityIds,
    eligibility: { courses: [COURSE, "B.E. Information Technology"], passingYears: [YEAR], minMarks: 60, maxBacklogs: 0 },
    salary: 600_000,
    registrationCloses: new Date(closes).toISOString(),
    rounds: [
      { name: "Aptitude test", at: new Date(closes + 2 * DAY).toISOString() },
      { name: "Interview", at: new Date(closes + 4 * DAY).toISOString() },
    ],
    ...extra,
  };
}

/** Accepts the drive for the university straight in the table (the respond call is tested on its own). */
export function accept(driveId: string, universityId: string) {
  return db.driveUniversity.update({ where: { driveId_universityId: { driveId, universityId } }, data: { response: "accepted", respondedAt: new Date() } });
}

/** Moves the drive's deadline into the past. */
export function closeRegistration(driveId: string) {
  return db.drive.update({ where: { id: driveId }, data: { registrationCloses: new Date(Date.now() - DAY) } });
}

/** An accepted offer to the student from another drive, paying `salary` (for the policy's rules). */
export async function acceptedOffer(student: { id: string; universityId: string }, salary: number) {
  const other = await db.drive.create({
    data: { title: "Earlier drive", companyName: "Earlier Co", registrationCloses: new Date(Date.now() - 30 * DAY), universities: { create: { universityId: student.universityId, response: "accepted" } } },
  });
  return db.offer.create({
    data: { driveId: other.id, studentId: student.id, universityId: student.universityId, salary, joiningDate: new Date("2027-07-01T00:00:00Z"), status: "accepted", respondedAt: new Date() },
  });
}
