// POST /api/v1/messages/{id}/report: the candidate reports a company's message to the admins (201).
import { withApi } from "@/lib/api/handler";
import { reportMessage as reportMessageOp } from "@/lib/messages/operations";
import { reportMessage } from "@/lib/messages/service/report-mute";

export const POST = withApi(reportMessageOp, ({ user, params, body }) => reportMessage(user, { messageId: params.id }, body));
