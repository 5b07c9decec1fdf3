// GET /api/v1/admin/requests?status=&search=&page=&limit= — university requests (Admin only).
import { reply, withApi } from "@/lib/api/handler";
import { listAdminRequests } from "@/lib/moderation/operations";
import { listRequests } from "@/lib/moderation/service/lists";

export const GET = withApi(listAdminRequests, async ({ user, query }) => {
  const result = await listRequests(user, query);
  return reply(result.items, { headers: { "X-Total-Count": String(result.total) } });
});
