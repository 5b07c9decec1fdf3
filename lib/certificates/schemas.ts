import { z } from "zod";
import "zod-openapi";
import { optionalText, pagingFields, recordId, requiredText, textToNumber } from "@/lib/validations/common";

// The certificates' request schemas (decisions.md section 15), shared by the API, the actions and the forms.

export const SCORE_MESSAGE = "Score must be a whole number from 0 to 100";
export const REVOKE_REASON_REQUIRED = "A reason is required to revoke";
export const REVOKE_REASON_MAX = 500;

/** PUT training/enrollments/{id}/result's body. */
export const resultBodySchema = z.object({
  score: z.preprocess(textToNumber, z.number({ error: SCORE_MESSAGE }).int(SCORE_MESSAGE).min(0, SCORE_MESSAGE).max(100, SCORE_MESSAGE)),
});

/** The trainer page's action: the enrolment and its score. */
export const recordResultSchema = resultBodySchema.extend({ id: recordId() });
export type RecordResultInput = z.output<typeof recordResultSchema>;

/** The "Finish batch" dialog's action: the batch. */
export const finishBatchSchema = z.object({ id: recordId("Batch id is required") });
export type FinishBatchInput = z.output<typeof finishBatchSchema>;

/**
 * A certificate's code in a path. Only its length is checked here (a longer string is bad input, 400);
 * whether it has a code's shape is the service's business, so an unknown code of any shape is the
 * same 404 (lib/certificates/service/verify.ts).
 */
export const certificateCodeParams = z.object({
  code: z.string({ error: "A certificate code is required" }).trim().min(1, "A certificate code is required").max(64, "This code is too long"),
});

/** POST admin/certificates/{code}/revoke's body: one line, shown to admins only. */
export const revokeBodySchema = z.object({
  reason: requiredText(REVOKE_REASON_REQUIRED, REVOKE_REASON_MAX).meta({ description: "Why (one line, at most 500 characters); admins only see it." }),
});

/** The console's Revoke dialog: the code and the reason. */
export const revokeCertificateSchema = revokeBodySchema.extend({ code: certificateCodeParams.shape.code });
export type RevokeCertificateInput = z.output<typeof revokeCertificateSchema>;

/** GET admin/certificates: a search by code (its start) or name (any part), newest first. */
export const adminCertificatesQuerySchema = z.object({
  search: optionalText(200, "Please keep the search under 200 characters").meta({
    description: "The start of a code, or part of the person's name; any case.",
  }),
  ...pagingFields(20),
});
export type AdminCertificatesQuery = z.output<typeof adminCertificatesQuerySchema>;
