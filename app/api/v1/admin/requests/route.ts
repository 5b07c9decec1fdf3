// GET /api/v1/admin/requests?status=&page=&limit= — university requests (Admin only).
import { reply, withApi } from "@/lib/api/handler";
import { listAdminRequests } from "@/lib/api/operations/admin";
import { listRequests } from "@/lib/services/admin";

export const GET = withApi(listAdminRequests, async ({ query }) => {
  const result = await listRequests(query);
  return reply(result.items, { headers: { "X-Total-Count": String(result.total) } });
});
