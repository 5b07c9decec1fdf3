// POST /api/v1/admin/batches/{id}/cancel: an admin cancels a batch with a reason; its people are told.
import { withApi } from "@/lib/api/handler";
import { cancelBatch as cancelBatchOp } from "@/lib/academy/operations/batches";
import { cancelBatch } from "@/lib/academy/service/batch-cancellation";

export const POST = withApi(cancelBatchOp, ({ user, params, body }) => cancelBatch(user, params.id, body));
