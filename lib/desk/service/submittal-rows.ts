// What each side reads of a submittal (decisions.md section 17), one select and one mapper per view:
// the desk's (SubmittalJson), the candidate's and the company's. The company's never holds an e-mail,
// phone, address or document: its select does not read them.
import "server-only";
import type { CandidateSubmittal, CompanySubmittal, SubmittalJson } from "@/lib/desk/contract";
import { AGENCY_NAME } from "@/lib/desk/rules/submittals";
import type { Prisma } from "@/lib/generated/prisma/client";

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

export const deskSubmittalSelect = {
  id: true,
  status: true,
  pitch: true,
  createdAt: true,
  applicationId: true,
  rejectReason: true,
  job: { select: { id: true, post: true, employer: { select: { orgName: true } } } },
  candidate: { select: { id: true, name: true } },
  recruiter: { select: { name: true } },
} as const satisfies Prisma.SubmittalSelect;

export function deskSubmittalJson(row: Prisma.SubmittalGetPayload<{ select: typeof deskSubmittalSelect }>): SubmittalJson {
  return {
    id: row.id,
    status: row.status,
    pitch: row.pitch,
    createdAt: row.createdAt.toISOString(),
    job: { id: row.job.id, post: row.job.post, company: row.job.employer.orgName },
    candidate: row.candidate,
    recruiter: row.recruiter,
    applicationId: row.applicationId,
    rejectReason: row.rejectReason,
  };
}

export const candidateSubmittalSelect = {
  id: true,
  status: true,
  pitch: true,
  createdAt: true,
  job: { select: { id: true, post: true, city: true, employer: { select: { orgName: true } } } },
  recruiter: { select: { name: true } },
} as const satisfies Prisma.SubmittalSelect;

export function candidateSubmittalJson(row: Prisma.SubmittalGetPayload<{ select: typeof candidateSubmittalSelect }>): CandidateSubmittal {
  return {
    id: row.id,
    status: row.status,
    pitch: row.pitch,
    createdAt: row.createdAt.toISOString(),
    job: { id: row.job.id, post: row.job.post, company: row.job.employer.orgName, city: row.job.city },
    recruiter: row.recruiter,
  };
}

/** The states a company ever sees: never one the candidate has not agreed to. */
export const COMPANY_VISIBLE = ["submitted", "accepted", "rejected"] as const;

export const companySubmittalSelect = {
  id: true,
  status: true,
  pitch: true,
  createdAt: true,
  applicationId: true,
  candidate: { select: candidateSummarySelect },
  recruiter: { select: { name: true } },
} as const satisfies Prisma.SubmittalSelect;

type CompanyRow = Prisma.SubmittalGetPayload<{ select: typeof companySubmittalSelect }>;

/** Only for rows read with `status: { in: COMPANY_VISIBLE }`. */
export function companySubmittalJson(row: CompanyRow): CompanySubmittal {
  return {
    id: row.id,
    status: row.status as CompanySubmittal["status"],
    pitch: row.pitch,
    createdAt: row.createdAt.toISOString(),
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
