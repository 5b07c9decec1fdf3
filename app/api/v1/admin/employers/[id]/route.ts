// PATCH /api/v1/admin/employers/{id} — approve or reject an employer (Admin only).
import { withApi } from "@/lib/api/handler";
import { decideAdminEmployer } from "@/lib/api/operations/admin";
import { decideEmployer } from "@/lib/services/admin";

export const PATCH = withApi(decideAdminEmployer, async ({ user, params, body }) => decideEmployer(user, params.id, body));
