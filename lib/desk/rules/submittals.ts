// Submittals' words (decisions.md section 17): the messages of the calls and the labels the pages show.
// Browser-safe: the pages and the services say the same thing.
import type { SubmittalStatusName } from "@/lib/desk/contract/common";
import { REJECT_REASON_LABELS } from "@/lib/pipeline/rules";
import type { RejectReason } from "@/lib/generated/prisma/enums";
import { COMPANY } from "@/lib/site/company";
import { formatSalary } from "@/lib/job-search/rules/salary";
import type { SalaryJson } from "@/lib/job-search/service/serialize";

export const SUBMITTAL_NOT_FOUND = "Submittal not found";
export const JOB_NOT_FOUND = "Job not found";
export const CANDIDATE_NOT_FOUND = "Candidate not found";
export const ALREADY_APPLIED_MESSAGE = "This candidate has already applied to this job.";
export const ALREADY_SUBMITTED_MESSAGE = "This candidate has already been put forward for this job.";
export const SUBMIT_JOB_CLOSED_MESSAGE = "This job is no longer accepting applications.";
export const ALREADY_ANSWERED_MESSAGE = "You have already answered this request.";
export const CANDIDATE_APPLIED_MESSAGE = "You have already applied to this job yourself.";
export const ALREADY_REVIEWED_MESSAGE = "This candidate has already been reviewed.";
export const INVALID_REVIEW_LINK = "This review link is not valid.";
export const EXPIRED_REVIEW_LINK = "This review link has expired. Open the applicants page to decide.";
export const OTHER_COMPANY_LINK = "This link belongs to another company.";
export const CANDIDATE_GONE = "This candidate is no longer available.";

/** The agency's name as candidates and companies read it: the site's own (lib/site/company.ts). */
export const AGENCY_NAME = COMPANY.shortName;
/** The applicants page's tab and each agency application's badge. */
export const SUBMITTED_BY_AGENCY = `Submitted by ${AGENCY_NAME}`;

/** The recruiter's words for each state (the desk's list and badges). */
export const DESK_STATUS_LABELS: Record<SubmittalStatusName, string> = {
  awaiting_consent: "Waiting for consent",
  declined: "Declined by the candidate",
  submitted: "With the company",
  accepted: "Accepted",
  rejected: "Rejected",
};

/** The desk's badge: a rejection names its reason, "Rejected (Position filled)". */
export function deskStatusLabel(status: SubmittalStatusName, rejectReason: string | null): string {
  if (status === "rejected" && rejectReason) return `Rejected (${rejectReasonLabel(rejectReason)})`;
  return DESK_STATUS_LABELS[status];
}

/** The candidate's words for each state of a request they were asked about. */
export const CANDIDATE_STATUS_LABELS: Record<SubmittalStatusName, string> = {
  awaiting_consent: "Waiting for your answer",
  declined: "You declined",
  submitted: "With the company",
  accepted: "The company would like to consider you",
  rejected: "Not taken forward by the company",
};

/** Section 9's reason as people read it; an unknown value as it is. */
export function rejectReasonLabel(reason: string): string {
  return REJECT_REASON_LABELS[reason as RejectReason] ?? reason;
}

/** The tone of a state's badge. */
export function submittalTone(status: SubmittalStatusName): "orange" | "red" | "blue" | "green" {
  if (status === "awaiting_consent") return "orange";
  if (status === "declined" || status === "rejected") return "red";
  if (status === "submitted") return "blue";
  return "green";
}

/** "3 years of experience", "Fresher", or null when not given. */
export function experienceText(years: number | null): string | null {
  if (years === null) return null;
  if (years === 0) return "Fresher";
  return `${years} ${years === 1 ? "year" : "years"} of experience`;
}

/** A job's pay in words: its structured range ("₹6,00,000 – ₹9,00,000 a year") when given, else the company's text. */
export function payText(job: { payroll: string; salary: SalaryJson | null }): string {
  return job.salary ? formatSalary(job.salary) : job.payroll;
}

/** The job's public page (the candidate's consent links to it). */
export const jobPath = (jobId: string) => `/jobs/${encodeURIComponent(jobId)}`;
