// PATCH /api/v1/admin/staff/{id}: deactivate or reactivate a staff account (Admin only).
import { withApi } from "@/lib/api/handler";
import { setStaffActive as setStaffActiveOp } from "@/lib/accounts/operations/staff";
import { setStaffActive } from "@/lib/accounts/service/staff";

export const PATCH = withApi(setStaffActiveOp, ({ user, params, body }) => setStaffActive(user, { id: params.id, active: body.active }));
