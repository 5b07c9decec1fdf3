// Results and certificates (decisions.md sections 15 and 20): the trainer's draft result and the
// batch's finish, the public verification, the owner's PDF and the admin's list and revoke.
import { z } from "zod";
import "zod-openapi";
import { enrollmentSchema } from "@/lib/academy/contract/common";
import { defineOperation } from "@/lib/api/operation";
import { ROLES } from "@/lib/auth/types";
import { adminCertificateSchema, certificateSchema, finishedBatchSchema } from "@/lib/certificates/contract";
import { MIN_ATTENDANCE_PERCENT, PASS_SCORE } from "@/lib/certificates/rules";
import { adminCertificatesQuerySchema, certificateCodeParams, resultBodySchema, revokeBodySchema } from "@/lib/certificates/schemas";
import { idParams, PAGING_NOTE } from "@/lib/validations/common";

/** A call on one certificate, named by its code in the path (who may make it is each call's own). */
const byCodeCall = { tag: "Certificates", params: certificateCodeParams } as const;

export const recordResult = defineOperation({
  id: "recordResult",
  method: "PUT",
  path: "/training/enrollments/{id}/result",
  summary:
    "The batch's trainer saves a score (a whole number 0-100, else 400 on score): a draft the trainer may change until " +
    "the batch is finished (POST training/batches/{id}/finish decides completed or failed and issues certificates). " +
    "Answers the enrolment as in my-enrollments (its status unchanged). After the finish: 409 BATCH_FINISHED; a result " +
    "whose certificate was issued earlier: 409 CERTIFICATE_ISSUED (an admin revokes it). Another trainer's enrolment is " +
    "404; waitlisted, withdrawn or in a cancelled batch 409 INVALID_TRANSITION.",
  tag: "Certificates",
  auth: ["Trainer"],
  params: idParams,
  body: resultBodySchema,
  response: enrollmentSchema,
  errors: [404, "INVALID_TRANSITION", "BATCH_FINISHED", "CERTIFICATE_ISSUED"],
});

export const finishBatch = defineOperation({
  id: "finishBatch",
  method: "POST",
  path: "/training/batches/{id}/finish",
  summary:
    "The batch's trainer finishes the batch once its last session has ended (before: 409 NOT_FINISHED): in one " +
    `transaction every seat-holder's draft result becomes final: score >= ${PASS_SCORE} and attendance >= ` +
    `${MIN_ATTENDANCE_PERCENT}% (sessions attended of the batch's sessions) complete the enrolment and issue a certificate ` +
    "(the programme's skills become the candidate's verified skills, level 3, or 4 from a score of 85) with a 'Certificate " +
    "issued' mail after the commit; anything else (no score included) fails it, with the reason. The batch is completed " +
    "from then on and its results and registers final. Finishing again, also at the same moment, issues nothing and " +
    "answers 409 BATCH_FINISHED. Another trainer's batch is 404; a cancelled one 409 INVALID_TRANSITION.",
  tag: "Certificates",
  auth: ["Trainer"],
  params: idParams,
  response: finishedBatchSchema,
  errors: [404, "NOT_FINISHED", "BATCH_FINISHED", "INVALID_TRANSITION"],
});

export const getCertificate = defineOperation({
  id: "getCertificate",
  method: "GET",
  path: "/certificates/{code}",
  summary: "Verify a certificate by its code (anyone): valid or revoked, with what it certifies. An unknown code is 404.",
  ...byCodeCall,
  auth: "public",
  response: certificateSchema,
  errors: [404],
});

export const certificatePdf = defineOperation({
  id: "certificatePdf",
  method: "GET",
  path: "/training/certificates/{code}/pdf",
  summary: "The owner's certificate as a PDF (A4 landscape) with a QR code to its public page. Anyone else's is 404; a revoked one 410.",
  ...byCodeCall,
  auth: ROLES,
  response: z.string(),
  binary: true,
  binaryType: "application/pdf",
  errors: [404, 410],
});

export const listAdminCertificates = defineOperation({
  id: "listAdminCertificates",
  method: "GET",
  path: "/admin/certificates",
  summary: `Certificates, newest first, searched by the start of a code or part of the name. ${PAGING_NOTE}`,
  tag: "Certificates",
  auth: ["Admin"],
  query: adminCertificatesQuerySchema,
  response: z.array(adminCertificateSchema),
});

export const revokeCertificate = defineOperation({
  id: "revokeCertificate",
  method: "POST",
  path: "/admin/certificates/{code}/revoke",
  summary:
    "Revoke a certificate with a reason (internal). In one transaction the verified skills it gave are taken back, except those " +
    "another valid certificate of the person verifies. Already revoked: 409.",
  ...byCodeCall,
  auth: ["Admin"],
  body: revokeBodySchema,
  response: adminCertificateSchema,
  errors: [404, 409],
});
