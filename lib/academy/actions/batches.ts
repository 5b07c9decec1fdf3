"use server";

import { defineAction } from "@/lib/actions/define-action";
import { createBatchSchema } from "@/lib/academy/schemas/batches";
import { createBatch } from "@/lib/academy/service/batches";

// The admin's new batch form (/admin/batches/new): the same service as POST admin/batches.
export const createBatchAction = defineAction({ access: "Admin", input: createBatchSchema, message: "Batch created" }, (input, user) => createBatch(user, input));
