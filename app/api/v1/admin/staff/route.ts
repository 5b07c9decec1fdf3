// POST /api/v1/admin/staff: create a Trainer or Recruiter account and mail its set-password link (Admin only).
// GET /api/v1/admin/staff?role=&page=&limit=: staff accounts, newest first (Admin only).
import { reply, withApi } from "@/lib/api/handler";
import { createStaff, listStaff as listStaffOp } from "@/lib/accounts/operations/staff";
import { createStaffAccount, listStaff } from "@/lib/accounts/service/staff";

export const POST = withApi(createStaff, ({ user, body }) => createStaffAccount(user, body));

export const GET = withApi(listStaffOp, async ({ user, query }) => {
  const result = await listStaff(user, query);
  return reply(result.items, { headers: { "X-Total-Count": String(result.total) } });
});
