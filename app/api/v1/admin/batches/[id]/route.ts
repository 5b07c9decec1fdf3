// GET and PATCH /api/v1/admin/batches/{id}: a batch as the admin edits it, and its edit (admin).
import { withApi } from "@/lib/api/handler";
import { getAdminBatch as getAdminBatchOp, updateBatch as updateBatchOp } from "@/lib/academy/operations/batches";
import { getAdminBatch } from "@/lib/academy/service/admin-batches";
import { updateBatch } from "@/lib/academy/service/batch-edits";

export const GET = withApi(getAdminBatchOp, ({ user, params }) => getAdminBatch(user, { id: params.id }));
export const PATCH = withApi(updateBatchOp, ({ user, params, body }) => updateBatch(user, params.id, body));
