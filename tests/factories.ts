// Test data for integration tests. Every account gets a unique e-mail so test files can share one
// database and run in parallel. Keep these signatures stable: other areas' tests import them.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import type { CloseReason, EmploymentType, HiringProcess, ModerationStatus, Role, SalaryUnit, WorkplaceType } from "@/lib/generated/prisma/enums";
import { yearlyAmount } from "@/lib/job-search/service/lifecycle";
import { hashPassword } from "@/lib/security/password";
import type { SessionUser } from "@/lib/auth/types";

export const TEST_PASSWORD = "Test@12345";

// Hashing costs ~40 ms; one shared hash keeps big fixtures fast.
let passwordHash: Promise<string> | undefined;
function testPasswordHash(): Promise<string> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
}

/** A unique e-mail, e.g. `candidate-3f2a…@test.example`. */
export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomUUID()}@test.example`.toLowerCase();
}

export type CreateUserInput = { role: Role; email?: string; name?: string; mobile?: string; password?: string };

/** A bare account of any role (no profile rows). Its password is TEST_PASSWORD unless given. */
export async function createUser(input: CreateUserInput): Promise<SessionUser & { mobile: string | null }> {
  const user = await db.user.create({
    data: {
      role: input.role,
      email: input.email ?? uniqueEmail(input.role.toLowerCase()),
      name: input.name ?? `Test ${input.role}`,
      mobile: input.mobile ?? "9876543210",
      passwordHash: input.password ? await hashPassword(input.password) : await testPasswordHash(),
    },
    select: { id: true, name: true, email: true, role: true, mobile: true },
  });
  return user;
}

export type CreateEmployerInput = {
  status?: ModerationStatus;
  orgName?: string;
  city?: string;
  state?: string;
  email?: string;
  password?: string;
};

/** An Employer account with its company profile (approved unless told otherwise). */
export async function createEmployer(input: CreateEmployerInput | ModerationStatus = {}) {
  const opts: CreateEmployerInput = typeof input === "string" ? { status: input } : input;
  const orgName = opts.orgName ?? `Acme ${randomUUID().slice(0, 8)}`;
  const user = await createUser({ role: "Employer", name: orgName, email: opts.email, password: opts.password });
  const employer = await db.employer.create({
    data: {
      userId: user.id,
      orgName,
      city: opts.city ?? "Pune",
      state: opts.state ?? "Maharashtra",
      website: "https://acme.example",
      about: "A test company that hires skilled professionals for long-term roles across India and abroad.",
      status: opts.status ?? "approved",
    },
  });
  return { user, employer };
}

export type CreateJobInput = {
  /** The owning employer's id; a new approved employer is created when omitted. */
  employerId?: string;
  status?: ModerationStatus;
  post?: string;
  payroll?: string;
  qualifications?: string[];
  openings?: number;
  minExperience?: number;
  description?: string;
  employmentType?: EmploymentType;
  hiringProcess?: HiringProcess;
  city?: string;
  state?: string;
  country?: string;
  createdAt?: Date;
  deletedAt?: Date | null;
  workplaceType?: WorkplaceType;
  /** Defaults, for an approved job: 30 days from now (open). Pass null for a job never approved. */
  validThrough?: Date | null;
  openedAt?: Date | null;
  closedAt?: Date | null;
  closeReason?: CloseReason | null;
  validForDays?: number;
  salary?: { min: number; max?: number; currency?: string; unit: SalaryUnit } | null;
};

/** A job (approved unless told otherwise). Location defaults to the employer's city and state. */
export async function createJob(input: CreateJobInput | ModerationStatus = {}) {
  const opts: CreateJobInput = typeof input === "string" ? { status: input } : input;
  const approved = (opts.status ?? "approved") === "approved";
  const employer = opts.employerId
    ? await db.employer.findUniqueOrThrow({ where: { id: opts.employerId } })
    : (await createEmployer()).employer;
  return db.job.create({
    data: {
      employerId: employer.id,
      post: opts.post ?? "Software Developer",
      payroll: opts.payroll ?? "6-8 LPA",
      qualifications: opts.qualifications ?? ["B.Tech"],
      openings: opts.openings ?? 2,
      minExperience: opts.minExperience ?? 1,
      description: opts.description ?? "Build and maintain web applications with a friendly team.",
      employmentType: opts.employmentType ?? "FullTime",
      hiringProcess: opts.hiringProcess ?? "Online",
      city: opts.city ?? employer.city,
      state: opts.state ?? employer.state,
      country: opts.country ?? "India",
      status: opts.status ?? "approved",
      createdAt: opts.createdAt,
      deletedAt: opts.deletedAt ?? null,
      workplaceType: opts.workplaceType ?? "on_site",
      validForDays: opts.validForDays ?? 30,
      validThrough: opts.validThrough !== undefined ? opts.validThrough : approved ? new Date(Date.now() + 30 * 86_400_000) : null,
      openedAt: opts.openedAt !== undefined ? opts.openedAt : approved ? (opts.createdAt ?? new Date()) : null,
      closedAt: opts.closedAt ?? null,
      closeReason: opts.closeReason ?? null,
      ...(opts.salary
        ? {
            salaryMin: opts.salary.min,
            salaryMax: opts.salary.max ?? opts.salary.min,
            salaryCurrency: opts.salary.currency ?? "INR",
            salaryUnit: opts.salary.unit,
            salaryYearlyMax: yearlyAmount(opts.salary.max ?? opts.salary.min, opts.salary.unit),
          }
        : {}),
    },
  });
}

export type CreateCandidateInput = { complete?: boolean; email?: string; name?: string; password?: string };

/** A Candidate account with a profile row; `complete: true` fills every required field and marks it complete. */
export async function createCandidate(input: CreateCandidateInput = {}) {
  const user = await createUser({ role: "Candidate", email: input.email, name: input.name ?? "Test Candidate", password: input.password });
  const profile = await db.candidateProfile.create({
    data: input.complete
      ? {
          userId: user.id,
          gender: "Female",
          dob: new Date("1998-04-12"),
          subLocation: "Kothrud",
          maritalStatus: "Single",
          language: ["English", "Hindi"],
          englishFluency: "Advanced",
          currentAddress: "12 Test Street, Pune",
          permanentAddress: "12 Test Street, Pune",
          panCardNumber: "ABCPS1234K",
          workExperience: 3,
          currentCompany: "Test Corp",
          role: "Software Developer",
          industry: "Information Technology",
          jobType: "Full Time",
          prefferedLocation: "Pune",
          course: "B.Tech",
          passingYear: 2020,
          marks: "8.0 CGPA",
          isProfileCompleted: true,
        }
      : { userId: user.id },
  });
  return { user, profile };
}

/** A university account ('Test Institute') with one training request (Robotics, 40 students, in 2099). */
export async function createUniversityRequest(status: "pending" | "accepted" | "declined" = "pending") {
  const user = await createUser({ role: "University", name: "Test Institute" });
  const university = await db.university.create({
    data: { userId: user.id, status: "approved", instituteName: "Test Institute", city: "Pune", state: "Maharashtra", about: "A test institute." },
  });
  const request = await db.universityRequest.create({
    data: {
      universityId: university.id,
      kind: "training",
      programme: "Robotics",
      startDate: new Date("2099-01-10T00:00:00Z"),
      endDate: new Date("2099-01-20T00:00:00Z"),
      expectedStudents: 40,
      status,
    },
  });
  return { user, university, request };
}

/** The columns of `base` a copy of a job needs (for createMany of many jobs alike, e.g. deep-paging tests). */
export function jobCopyColumns(base: Awaited<ReturnType<typeof createJob>>) {
  const { employerId, post, payroll, qualifications, openings, description, employmentType, hiringProcess, city, state, status, validThrough } = base;
  return { employerId, post, payroll, qualifications, openings, description, employmentType, hiringProcess, city, state, status, validThrough };
}
