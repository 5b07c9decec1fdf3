// PATCH /api/v1/admin/universities/{id} — approve or reject a university (Admin only; 409 STALE_STATE when it left `from`).
import { withApi } from "@/lib/api/handler";
import { decideAdminUniversity } from "@/lib/moderation/operations";
import { decideUniversity } from "@/lib/moderation/service/universities";

export const PATCH = withApi(decideAdminUniversity, ({ user, params, body }) => decideUniversity(user, { ...body, id: params.id }));
