// POST /api/v1/admin/batches: a new batch with its sessions (admin).
import { withApi } from "@/lib/api/handler";
import { createBatch as createBatchOp } from "@/lib/academy/operations/batches";
import { createBatch } from "@/lib/academy/service/batches";

export const POST = withApi(createBatchOp, ({ user, body }) => createBatch(user, body));
