// GET /api/v1/admin/certificates?search=&page=&limit=: the console's certificates, newest first (Admin only).
import { reply, withApi } from "@/lib/api/handler";
import { listAdminCertificates } from "@/lib/certificates/operations";
import { listCertificates } from "@/lib/certificates/service/revoke";

export const GET = withApi(listAdminCertificates, async ({ user, query }) => {
  const result = await listCertificates(user, query);
  return reply(result.items, { headers: { "X-Total-Count": String(result.total) } });
});
