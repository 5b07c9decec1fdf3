"use server";

import { headers } from "next/headers";
import { defineAction } from "@/lib/actions/define-action";
import { getCurrentUser } from "@/lib/auth/guards";
import { clientIp } from "@/lib/security/client-ip";
import { reportJob, resolveReports } from "@/lib/job-reports/service";
import { REPORTED_MESSAGE, reportJobInputSchema, resolveReportsInputSchema } from "@/lib/job-reports/schemas";

// Job reports from the pages (decisions.md section 12): the same services as POST jobs/{id}/report and
// PATCH admin/reports/{jobId}. The dialog branches on the failure's code (ALREADY_REPORTED,
// RATE_LIMITED, FORBIDDEN, VALIDATION), never on its message.

/** "Report this job" on the job page: anyone; a logged-in user reports as themselves, a visitor by address. */
export const reportJobAction = defineAction({ access: "public", input: reportJobInputSchema, message: REPORTED_MESSAGE }, async (input) =>
  reportJob(await getCurrentUser(), input, { ip: clientIp(await headers()) }),
);

/** The console's Dismiss / Reject on /admin/reports (after the confirm dialog). */
export const resolveReportsAction = defineAction({ access: "Admin", input: resolveReportsInputSchema }, ({ jobId, action }, admin) =>
  resolveReports(admin, jobId, { action }),
);
