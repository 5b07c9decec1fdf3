// POST /api/v1/admin/message-reports/{id}: dismiss the report, or remove the message (Admin only).
import { withApi } from "@/lib/api/handler";
import { resolveMessageReport as resolveOp } from "@/lib/messages/operations";
import { resolveMessageReport } from "@/lib/messages/service/reports";

export const POST = withApi(resolveOp, ({ user, params, body }) => resolveMessageReport(user, params, body));
