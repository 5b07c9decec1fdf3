// GET /api/v1/admin/message-reports?status=&page=&limit=: reported messages, latest first (Admin only).
import { reply, withApi } from "@/lib/api/handler";
import { listMessageReports as listOp } from "@/lib/messages/operations";
import { listMessageReports } from "@/lib/messages/service/reports";

export const GET = withApi(listOp, async ({ user, query }) => {
  const result = await listMessageReports(user, query);
  return reply(result.items, { headers: { "X-Total-Count": String(result.total) } });
});
