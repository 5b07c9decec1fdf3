// PATCH /api/v1/admin/employers/{id} — approve or reject an employer (Admin only; 409 STALE_STATE when it left `from`).
import { withApi } from "@/lib/api/handler";
import { decideAdminEmployer } from "@/lib/moderation/operations";
import { decideEmployer } from "@/lib/moderation/service/decisions";

export const PATCH = withApi(decideAdminEmployer, ({ user, params, body }) => decideEmployer(user, { ...body, id: params.id }));
