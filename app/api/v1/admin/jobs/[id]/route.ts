// PATCH /api/v1/admin/jobs/{id} — approve or reject a job (Admin only).
import { withApi } from "@/lib/api/handler";
import { decideAdminJob } from "@/lib/api/operations/admin";
import { decideJob } from "@/lib/services/admin";

export const PATCH = withApi(decideAdminJob, async ({ user, params, body }) => decideJob(user, params.id, body));
