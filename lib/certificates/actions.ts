"use server";

import { defineAction } from "@/lib/actions/define-action";
import { finishBatchSchema, recordResultSchema, revokeCertificateSchema } from "@/lib/certificates/schemas";
import { finishBatch } from "@/lib/certificates/service/finish";
import { recordResult } from "@/lib/certificates/service/results";
import { revokeCertificate } from "@/lib/certificates/service/revoke";

// The trainer page's score form and "Finish batch" dialog, and the console's Revoke dialog (decisions.md
// sections 15 and 20): the same services as PUT training/enrollments/{id}/result, POST
// training/batches/{id}/finish and POST admin/certificates/{code}/revoke.
export const recordResultAction = defineAction({ access: "Trainer", input: recordResultSchema, message: "Draft score saved" }, (input, user) =>
  recordResult(user, input),
);

export const finishBatchAction = defineAction({ access: "Trainer", input: finishBatchSchema, message: "Batch finished" }, (input, user) =>
  finishBatch(user, input),
);

export const revokeCertificateAction = defineAction(
  { access: "Admin", input: revokeCertificateSchema, message: "Certificate revoked" },
  (input, user) => revokeCertificate(user, input),
);
