// Job reports (decisions.md section 12; docs/decisions/0023): anyone reports a job; reports from three
// different signed-in accounts take it out of listings until an admin dismisses them or rejects the job.
import { z } from "zod";
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { roleCalls } from "@/lib/api/operation-fragments";
import { reportedJobSchema, resolvedReportsSchema } from "@/lib/job-reports/contract";
import { idParams } from "@/lib/validations/common";
import { reportedJobParamsSchema, reportJobSchema, reportListQuerySchema, resolveReportsSchema } from "@/lib/job-reports/schemas";

export const reportJob = defineOperation({
  id: "reportJob",
  method: "POST",
  path: "/jobs/{id}/report",
  summary:
    "Report a job (anyone; a logged-in user counts as one person, a visitor by address; 5 reports a day per address). " +
    "Open reports from 3 different signed-in accounts hide the job from listings until an admin decides (visitors' reports are kept " +
    "for the admin but do not count). The employer is never told who reported.",
  tag: "Job reports",
  auth: "optional",
  params: idParams,
  body: reportJobSchema,
  response: z.null(),
  successStatus: 201,
  // 404: not a public job; 403: the job's own employer; 409 ALREADY_REPORTED: this person reported it already.
  errors: [403, 404, 409, "ALREADY_REPORTED", 429],
});

/** The admin's side: the reported jobs and the decision on them. */
const adminCall = roleCalls("Admin", ["Admin"]);

export const listReports = defineOperation({
  id: "listReports",
  method: "GET",
  path: "/admin/reports",
  summary:
    "Reported jobs, latest report first, each with its counts by reason and its latest reports. Paged with page (default 1) " +
    "and limit (default 20, at most 100); the X-Total-Count header holds the total.",
  ...adminCall,
  query: reportListQuerySchema,
  response: z.array(reportedJobSchema),
});

export const resolveReports = defineOperation({
  id: "resolveReports",
  method: "PATCH",
  path: "/admin/reports/{jobId}",
  summary:
    "Decide a reported job: dismiss closes its open reports and lists it again; reject rejects the job (logged, the employer is " +
    "e-mailed the reason 'Reported by job seekers') and closes the reports. 409 STALE_STATE when it has no open reports.",
  ...adminCall,
  params: reportedJobParamsSchema,
  body: resolveReportsSchema,
  response: resolvedReportsSchema,
  errors: [...adminCall.errors, 404, 409, "STALE_STATE"],
});
