// The one mapper of a drive to its JSON (decisions.md section 18): the select every drive read uses,
// and the status words. A university sees only its own invitation among `universities`; everyone
// else who may read the drive sees them all.
import "server-only";
import type { DriveJson } from "@/lib/campus/contract/common";
import type { DriveRules } from "@/lib/campus/service/eligibility";
import type { Prisma } from "@/lib/generated/prisma/client";

export const driveSelect = {
  id: true,
  title: true,
  companyName: true,
  employerId: true,
  eligibleCourses: true,
  eligibleYears: true,
  minMarks: true,
  maxBacklogs: true,
  salary: true,
  registrationCloses: true,
  cancelledAt: true,
  createdAt: true,
  jobs: { select: { job: { select: { id: true, post: true, description: true, city: true, state: true, workplaceType: true } } }, orderBy: { job: { post: "asc" } } },
  universities: {
    select: { universityId: true, response: true, university: { select: { instituteName: true } } },
    orderBy: { university: { instituteName: "asc" } },
  },
  rounds: { select: { id: true, name: true, at: true, position: true }, orderBy: { position: "asc" } },
} as const satisfies Prisma.DriveSelect;

export type DriveRow = Prisma.DriveGetPayload<{ select: typeof driveSelect }>;

/** open: registration open; closed: registration closed (the rounds go on); cancelled. */
export function driveStatus(row: Pick<DriveRow, "cancelledAt" | "registrationCloses">, now: Date): DriveJson["status"] {
  if (row.cancelledAt) return "cancelled";
  return row.registrationCloses > now ? "open" : "closed";
}

/** The drive's rules with plain numbers (Decimal marks), for the eligibility words. */
export function driveRules(row: DriveRow): DriveRules {
  return {
    id: row.id,
    eligibleCourses: row.eligibleCourses,
    eligibleYears: row.eligibleYears,
    minMarks: row.minMarks === null ? null : Number(row.minMarks),
    maxBacklogs: row.maxBacklogs,
    salary: row.salary,
    registrationCloses: row.registrationCloses,
  };
}

/** The drive as its JSON; `universityId` narrows the invitations to that university's own. */
export function driveJson(row: DriveRow, now: Date, universityId?: string): DriveJson {
  const universities = universityId ? row.universities.filter((u) => u.universityId === universityId) : row.universities;
  return {
    id: row.id,
    title: row.title,
    company: row.companyName,
    jobs: row.jobs.map(({ job }) => job),
    universities: universities.map((u) => ({ id: u.universityId, instituteName: u.university.instituteName, response: u.response })),
    eligibility: {
      courses: row.eligibleCourses,
      passingYears: row.eligibleYears,
      minMarks: row.minMarks === null ? null : Number(row.minMarks),
      maxBacklogs: row.maxBacklogs,
    },
    salary: row.salary,
    registrationCloses: row.registrationCloses.toISOString(),
    rounds: row.rounds.map((r) => ({ id: r.id, name: r.name, at: r.at.toISOString() })),
    status: driveStatus(row, now),
  };
}
