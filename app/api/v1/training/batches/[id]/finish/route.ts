// POST /api/v1/training/batches/{id}/finish: the batch's trainer finishes it; draft results become final.
import { withApi } from "@/lib/api/handler";
import { finishBatch as finishBatchOp } from "@/lib/certificates/operations";
import { finishBatch } from "@/lib/certificates/service/finish";

export const POST = withApi(finishBatchOp, ({ user, params }) => finishBatch(user, { id: params.id }));
