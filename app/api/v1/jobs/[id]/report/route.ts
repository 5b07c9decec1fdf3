// POST /api/v1/jobs/{id}/report: anyone reports a public job (one report per person; 5 a day per address).
import { reply, withApi } from "@/lib/api/handler";
import { reportJob as reportJobOp } from "@/lib/job-reports/operations";
import { clientIp } from "@/lib/security/client-ip";
import { reportJob } from "@/lib/job-reports/service";
import { REPORTED_MESSAGE } from "@/lib/job-reports/schemas";

export const POST = withApi(reportJobOp, async ({ req, user, params, body }) =>
  reply(await reportJob(user, { ...body, jobId: params.id }, { ip: clientIp(req.headers) }), { message: REPORTED_MESSAGE }),
);
