// GET /api/v1/admin/employers?status=&search=&page=&limit= — employers for moderation (Admin only).
import { reply, withApi } from "@/lib/api/handler";
import { listAdminEmployers } from "@/lib/moderation/operations";
import { listEmployers } from "@/lib/moderation/service/lists";

export const GET = withApi(listAdminEmployers, async ({ user, query }) => {
  const result = await listEmployers(user, query);
  return reply(result.items, { headers: { "X-Total-Count": String(result.total) } });
});
