// POST /api/v1/jobs/{id}/report: anyone reports a public job (one report per person; 5 a day per address).
import { reply, withApi } from "@/lib/api/handler";
import { reportJob as reportJobOp } from "@/lib/api/operations/reports";
import { clientIp } from "@/lib/security/client-ip";
import { reportJob } from "@/lib/services/job-reports";
import { REPORTED_MESSAGE } from "@/lib/validations/reports";

export const POST = withApi(reportJobOp, async ({ req, user, params, body }) =>
  reply(await reportJob(user, { ...body, jobId: params.id }, { ip: clientIp(req.headers) }), { message: REPORTED_MESSAGE }),
);
