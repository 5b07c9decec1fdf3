// Campus data made directly with Prisma for the round-results and offers tests (the roster import and
// drive creation are tested on their own): universities with a policy, students, drives with rounds
// accepted by their universities, registrations and offers.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import type { PlacementPolicy } from "@/lib/generated/prisma/enums";
import { createEmployer, createUser } from "@/tests/factories";

const DAY = 86_400_000;

export async function createUniversity(opts: { policy?: PlacementPolicy; name?: string } = {}) {
  const instituteName = opts.name ?? `Institute ${randomUUID().slice(0, 6)}`;
  const user = await createUser({ role: "University", name: instituteName });
  const university = await db.university.create({
    data: { userId: user.id, status: "approved", instituteName, city: "Pune", state: "Maharashtra", about: "A test institute.", policy: opts.policy ?? "one_offer" },
  });
  return { user, university };
}

export async function createStudent(universityId: string, opts: { rollNo?: string; name?: string } = {}) {
  const user = await createUser({ role: "Candidate", name: opts.name ?? "Test Student" });
  const student = await db.student.create({
    data: { universityId, userId: user.id, rollNo: opts.rollNo ?? `R-${randomUUID().slice(0, 8)}`, course: "B.Tech", passingYear: 2027, marks: 75, backlogs: 0 },
  });
  return { user, student };
}

type DriveInput = { employerId?: string | null; createdById?: string | null; universityIds: string[]; rounds?: number; salary?: number | null; title?: string; companyName?: string };

/** A drive accepted by each university, with `rounds` rounds (default 2) named Round 1, Round 2... */
export async function createDrive(input: DriveInput) {
  const closes = new Date(Date.now() + 7 * DAY);
  return db.drive.create({
    data: {
      title: input.title ?? `Drive ${randomUUID().slice(0, 6)}`,
      employerId: input.employerId ?? null,
      companyName: input.companyName ?? "Acme Corp",
      createdById: input.createdById ?? null,
      eligibleCourses: ["B.Tech"],
      eligibleYears: [2027],
      salary: input.salary === undefined ? 600_000 : input.salary,
      registrationCloses: closes,
      universities: { create: input.universityIds.map((universityId) => ({ universityId, response: "accepted" as const, respondedAt: new Date() })) },
      rounds: {
        create: Array.from({ length: input.rounds ?? 2 }, (_, i) => ({ position: i + 1, name: `Round ${i + 1}`, at: new Date(closes.getTime() + (i + 1) * DAY) })),
      },
    },
    include: { rounds: { orderBy: { position: "asc" } } },
  });
}

export function register(driveId: string, studentId: string, state: { currentRound?: number; eliminatedAt?: Date; withdrawnAt?: Date } = {}) {
  return db.driveRegistration.create({ data: { driveId, studentId, ...state } });
}

/** An approved company (its owner acts for it), a university with `students` registered students, and the company's drive for it. */
export async function companyDriveSetup(opts: { students?: number; policy?: PlacementPolicy; salary?: number | null; rounds?: number } = {}) {
  const { user: owner, employer } = await createEmployer({ orgName: `Acme ${randomUUID().slice(0, 6)}` });
  const uni = await createUniversity({ policy: opts.policy });
  const drive = await createDrive({ employerId: employer.id, universityIds: [uni.university.id], salary: opts.salary, rounds: opts.rounds, companyName: employer.orgName });
  const students = [];
  for (let i = 0; i < (opts.students ?? 3); i++) {
    const made = await createStudent(uni.university.id, { rollNo: `CS-${i + 1}`, name: `Student ${i + 1}` });
    const registration = await register(drive.id, made.student.id);
    students.push({ ...made, registration });
  }
  return { owner, employer, university: uni.university, universityUser: uni.user, drive, students };
}

/** A YYYY-MM-DD day `days` from today (UTC; negative: past). */
export const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** An offer row made directly (status and joining as given; joining 2027-07-01 unless told, a YYYY-MM-DD day). */
export function createOfferRow(input: {
  driveId: string;
  studentId: string;
  universityId: string;
  salary: number;
  status?: "pending" | "accepted" | "declined" | "withdrawn";
  joiningDate?: string;
}) {
  return db.offer.create({
    data: {
      driveId: input.driveId,
      studentId: input.studentId,
      universityId: input.universityId,
      salary: input.salary,
      joiningDate: new Date(`${input.joiningDate ?? "2027-07-01"}T00:00:00Z`),
      status: input.status ?? "pending",
    },
  });
}
