// PATCH /api/v1/admin/requests/{id} — accept or decline a university request (Admin only; 409 STALE_STATE when it left `from`).
import { withApi } from "@/lib/api/handler";
import { decideAdminRequest } from "@/lib/moderation/operations";
import { decideRequest } from "@/lib/moderation/service/decisions";

export const PATCH = withApi(decideAdminRequest, ({ user, params, body }) => decideRequest(user, { ...body, id: params.id }));
