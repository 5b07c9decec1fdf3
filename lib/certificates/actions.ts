"use server";

import { defineAction } from "@/lib/actions/define-action";
import { recordResultSchema, revokeCertificateSchema } from "@/lib/certificates/schemas";
import { recordResult } from "@/lib/certificates/service/results";
import { revokeCertificate } from "@/lib/certificates/service/revoke";

// The trainer page's score form and the console's Revoke dialog (decisions.md section 15): the same
// services as PUT training/enrollments/{id}/result and POST admin/certificates/{code}/revoke.
export const recordResultAction = defineAction({ access: "Trainer", input: recordResultSchema, message: "Result saved" }, (input, user) =>
  recordResult(user, input),
);

export const revokeCertificateAction = defineAction(
  { access: "Admin", input: revokeCertificateSchema, message: "Certificate revoked" },
  (input, user) => revokeCertificate(user, input),
);
