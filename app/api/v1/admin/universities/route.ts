// GET /api/v1/admin/universities?status=&search=&page=&limit= — universities for review (Admin only).
import { reply, withApi } from "@/lib/api/handler";
import { listAdminUniversities } from "@/lib/moderation/operations";
import { listUniversities } from "@/lib/moderation/service/universities";

export const GET = withApi(listAdminUniversities, async ({ user, query }) => {
  const result = await listUniversities(user, query);
  return reply(result.items, { headers: { "X-Total-Count": String(result.total) } });
});
