import { z } from "zod";
import "zod-openapi";
import { ReportReason } from "@/lib/generated/prisma/enums";
import { blankToUndefined, optionalMultilineText, pagingFields, recordId } from "@/lib/validations/common";

// "Report this job" and the console's reported jobs (decisions.md section 12; docs/decisions/0023).
// Browser-safe: the report dialog and the console's buttons import the labels and messages.

/** The dialog's words for each reason, in the order it lists them. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  scam: "Scam or fake job",
  fee: "Asks for money",
  misleading: "Misleading details",
  duplicate: "Duplicate posting",
  other: "Something else",
};

export const REPORT_REASONS = Object.keys(REPORT_REASON_LABELS) as ReportReason[];

export const REASON_REQUIRED_MESSAGE = "Please choose a reason";
export const DETAILS_MAX = 1000;
export const REPORTED_MESSAGE = "Thanks — our team will review this job.";
export const ALREADY_REPORTED_MESSAGE = "You have already reported this job.";
/** The reason an admin's Reject gives (the decision log and the employer's mail). */
export const REPORT_REJECT_REASON = "Reported by job seekers";

/** Body of POST jobs/{id}/report. */
export const reportJobSchema = z.object({
  reason: z.enum(ReportReason, { error: REASON_REQUIRED_MESSAGE }).meta({
    description: "scam (fake job), fee (asks for money), misleading, duplicate or other.",
  }),
  details: optionalMultilineText(DETAILS_MAX, `Please keep the details under ${DETAILS_MAX} characters`).meta({
    description: "What the reporter noticed (optional; only admins read it).",
  }),
});

export type ReportJobBody = z.output<typeof reportJobSchema>;

/** The dialog's action: the same body plus the job's id. */
export const reportJobInputSchema = reportJobSchema.extend({ jobId: recordId("Job id is required") });

export type ReportJobInput = z.output<typeof reportJobInputSchema>;

/** Path of PATCH admin/reports/{jobId}. */
export const reportedJobParamsSchema = z.object({ jobId: recordId("Job id is required") });

export const RESOLVE_ACTIONS = ["dismiss", "reject"] as const;

/** Body of PATCH admin/reports/{jobId}: dismiss the open reports (the job returns) or reject the job. */
export const resolveReportsSchema = z.object({
  action: z.enum(RESOLVE_ACTIONS, { error: "Action must be dismiss or reject" }).meta({
    description: "dismiss: the open reports are closed and the job is listed again; reject: the job is rejected (the employer is e-mailed).",
  }),
});

export type ResolveReportsBody = z.output<typeof resolveReportsSchema>;

/** The console's Dismiss / Reject buttons. */
export const resolveReportsInputSchema = resolveReportsSchema.extend({ jobId: recordId("Job id is required") });

export type ResolveReportsInput = z.output<typeof resolveReportsInputSchema>;

export const REPORTS_PAGE_SIZE = 20;

/** Query of GET admin/reports and the console's /admin/reports URL. */
export const reportListQuerySchema = z.object({
  status: z
    .preprocess(blankToUndefined, z.enum(["open", "all"], { error: "Status must be open or all" }).default("open"))
    .meta({ description: "open (default): jobs with reports waiting for a decision; all: every reported job." }),
  ...pagingFields(REPORTS_PAGE_SIZE),
});

export type ReportListQuery = z.output<typeof reportListQuerySchema>;
