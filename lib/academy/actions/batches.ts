"use server";

import { defineAction } from "@/lib/actions/define-action";
import { cancelBatchActionSchema, createBatchSchema, updateBatchActionSchema } from "@/lib/academy/schemas/batches";
import { cancelBatch } from "@/lib/academy/service/batch-cancellation";
import { updateBatch } from "@/lib/academy/service/batch-edits";
import { createBatch } from "@/lib/academy/service/batches";

// The admin's batch forms (/admin/batches/new, /admin/batches/{id}) and the cancel dialog: the same
// services as POST admin/batches, PATCH admin/batches/{id} and POST admin/batches/{id}/cancel.
export const createBatchAction = defineAction({ access: "Admin", input: createBatchSchema, message: "Batch created" }, (input, user) => createBatch(user, input));

export const updateBatchAction = defineAction({ access: "Admin", input: updateBatchActionSchema, message: "Batch saved" }, ({ id, ...input }, user) =>
  updateBatch(user, id, input),
);

export const cancelBatchAction = defineAction({ access: "Admin", input: cancelBatchActionSchema, message: "Batch cancelled" }, ({ id, reason }, user) =>
  cancelBatch(user, id, { reason }),
);
