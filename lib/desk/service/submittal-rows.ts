// What each side reads of a submittal (decisions.md section 17), one select and one mapper per view:
// the desk's (SubmittalJson), the candidate's and the company's. The company's never holds an e-mail,
// phone, address or document: its select does not read them.
import "server-only";
import type { CandidateSubmittal, CompanySubmittal, SubmittalJson } from "@/lib/desk/contract/common";
import { AGENCY_NAME } from "@/lib/desk/rules/submittals";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { SalaryUnit } from "@/lib/generated/prisma/enums";

/** The candidate's summary a company may see before accepting: name, city, experience, skills. */
export const candidateSummarySelect = {
  name: true,
  candidate: { select: { prefferedLocation: true, workExperience: true } },
  skills: { select: { level: true, source: true, skill: { select: { name: true } } } },
} as const satisfies Prisma.UserSelect;

type SummaryRow = Prisma.UserGetPayload<{ select: typeof candidateSummarySelect }>;

/** Verified skills first, then by level, then by name. */
export function candidateSummary(row: SummaryRow): CompanySubmittal["candidate"] {
  const skills = row.skills
    .map((s) => ({ name: s.skill.name, level: s.level, verified: s.source === "verified" }))
    .sort((a, b) => Number(b.verified) - Number(a.verified) || b.level - a.level || a.name.localeCompare(b.name));
  return { name: row.name, city: row.candidate?.prefferedLocation ?? null, workExperience: row.candidate?.workExperience ?? null, skills };
}

/** What every view reads of a submittal, and how it says it: with where its application stands once accepted. */
const submittalSelect = { id: true, status: true, pitch: true, createdAt: true, application: { select: { status: true } } } as const satisfies Prisma.SubmittalSelect;

function submittalJson(row: Prisma.SubmittalGetPayload<{ select: typeof submittalSelect }>) {
  return { id: row.id, status: row.status, pitch: row.pitch, createdAt: row.createdAt.toISOString(), applicationStatus: row.application?.status ?? null };
}

/** The job as the desk and the candidate name it: the post and the company. */
const jobRefSelect = { id: true, post: true, employer: { select: { orgName: true } } } as const satisfies Prisma.JobSelect;

function jobRef(job: Prisma.JobGetPayload<{ select: typeof jobRefSelect }>) {
  return { id: job.id, post: job.post, company: job.employer.orgName };
}

export const deskSubmittalSelect = {
  ...submittalSelect,
  applicationId: true,
  rejectReason: true,
  job: { select: jobRefSelect },
  candidate: { select: { id: true, name: true } },
  recruiter: { select: { name: true } },
} as const satisfies Prisma.SubmittalSelect;

export function deskSubmittalJson(row: Prisma.SubmittalGetPayload<{ select: typeof deskSubmittalSelect }>): SubmittalJson {
  const { candidate, recruiter, applicationId, rejectReason } = row;
  return { ...submittalJson(row), job: jobRef(row.job), candidate, recruiter, applicationId, rejectReason };
}

export const candidateSubmittalSelect = {
  ...submittalSelect,
  job: { select: { ...jobRefSelect, city: true, payroll: true, salaryMin: true, salaryMax: true, salaryCurrency: true, salaryUnit: true } },
  recruiter: { select: { name: true } },
} as const satisfies Prisma.SubmittalSelect;

type SalaryColumns = { salaryMin: number | null; salaryMax: number | null; salaryCurrency: string | null; salaryUnit: SalaryUnit | null };

/** The job's structured pay as Job JSON says it (lib/job-search/service/serialize.ts), or null without one. */
export function jobSalary(job: SalaryColumns): CandidateSubmittal["job"]["salary"] {
  if (job.salaryMin === null || job.salaryUnit === null) return null;
  return { min: job.salaryMin, max: job.salaryMax ?? job.salaryMin, currency: job.salaryCurrency ?? "INR", unit: job.salaryUnit };
}

/** The candidate decides seeing the job's title, company, city and pay (decisions.md section 20). */
export function candidateSubmittalJson(row: Prisma.SubmittalGetPayload<{ select: typeof candidateSubmittalSelect }>): CandidateSubmittal {
  const job = { ...jobRef(row.job), city: row.job.city, payroll: row.job.payroll, salary: jobSalary(row.job) };
  return { ...submittalJson(row), job, recruiter: row.recruiter };
}

/** The states a company ever sees: never one the candidate has not agreed to. */
export const COMPANY_VISIBLE = ["submitted", "accepted", "rejected"] as const;

export const companySubmittalSelect = {
  ...submittalSelect,
  applicationId: true,
  candidate: { select: candidateSummarySelect },
  recruiter: { select: { name: true } },
} as const satisfies Prisma.SubmittalSelect;

type CompanyRow = Prisma.SubmittalGetPayload<{ select: typeof companySubmittalSelect }>;

/** Only for rows read with `status: { in: COMPANY_VISIBLE }`. */
export function companySubmittalJson(row: CompanyRow): CompanySubmittal {
  return {
    ...submittalJson(row),
    status: row.status as CompanySubmittal["status"],
    candidate: candidateSummary(row.candidate),
    // A recruiter erased since: the company still knows the agency.
    recruiter: { name: row.recruiter?.name ?? AGENCY_NAME },
    applicationId: row.applicationId,
  };
}

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}

/** Logs a mail that failed after its change was committed; the change stands. */
export function logMailFailure(what: string, error: unknown): void {
  console.error(`[desk] ${what}: saved, but an e-mail failed:`, error instanceof Error ? error.message : error);
}
