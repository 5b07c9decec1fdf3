// PATCH /api/v1/admin/requests/{id} — accept or decline a university request (Admin only).
import { withApi } from "@/lib/api/handler";
import { decideAdminRequest } from "@/lib/api/operations/admin";
import { decideRequest } from "@/lib/services/admin";

export const PATCH = withApi(decideAdminRequest, async ({ user, params, body }) => decideRequest(user, params.id, body));
