// GET /api/v1/admin/contact-messages?page=&limit= — contact form messages, newest first (Admin only).
import { reply, withApi } from "@/lib/api/handler";
import { listAdminContactMessages } from "@/lib/contact/operations";
import { listContactMessages } from "@/lib/contact/service";

export const GET = withApi(listAdminContactMessages, async ({ user, query }) => {
  const result = await listContactMessages(user, query);
  return reply(result.items, { headers: { "X-Total-Count": String(result.total) } });
});
