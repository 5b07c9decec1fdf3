// PATCH /api/v1/admin/jobs/{id} — approve or reject a job (Admin only; 409 STALE_STATE when it left `from`).
import { withApi } from "@/lib/api/handler";
import { decideAdminJob } from "@/lib/moderation/operations";
import { decideJob } from "@/lib/moderation/service/decisions";

export const PATCH = withApi(decideAdminJob, ({ user, params, body }) => decideJob(user, { ...body, id: params.id }));
