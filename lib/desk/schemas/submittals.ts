import { z } from "zod";
import "zod-openapi";
import { SUBMITTAL_STATUSES } from "@/lib/desk/contract/common";
import { consentSchema, reviewSubmittalSchema } from "@/lib/desk/schemas/common";
import { blankToUndefined, pageField, recordId, requiredText } from "@/lib/validations/common";

// Submittals (decisions.md section 17): the requests of the calls and forms beside lib/desk/schemas/common.ts
// (which holds the bodies). Browser-safe.

/** Path of POST submittals/{id}/consent and POST submittals/{id}/review. */
export const submittalParamsSchema = z.object({ id: recordId("Submittal id is required") });
export type SubmittalParams = z.output<typeof submittalParamsSchema>;

/** Query of GET desk/submittals: the recruiter's own, newest first, one status or all. */
export const deskSubmittalsQuerySchema = z.object({
  status: z.preprocess(
    blankToUndefined,
    z.enum(SUBMITTAL_STATUSES, { error: `status must be one of ${SUBMITTAL_STATUSES.join(", ")}` }).optional(),
  ),
  page: pageField,
});
export type DeskSubmittalsQuery = z.output<typeof deskSubmittalsQuerySchema>;

/** Query of GET candidate/submittals. */
export const candidateSubmittalsQuerySchema = z.object({ page: pageField });
export type CandidateSubmittalsQuery = z.output<typeof candidateSubmittalsQuerySchema>;

/** Query of GET submittals/review-link: the token of the mail's link. */
export const reviewLinkQuerySchema = z.object({ token: requiredText("The review link is not valid", 600) });
export type ReviewLinkQuery = z.output<typeof reviewLinkQuerySchema>;

/** The candidate's Accept / Decline buttons (server action): the submittal and the answer. */
export const answerSubmittalInputSchema = submittalParamsSchema.extend(consentSchema.shape);
export type AnswerSubmittalInput = z.output<typeof answerSubmittalInputSchema>;

/** The company's Accept / Reject in the applicants page (server action): the submittal and the decision. */
export const reviewSubmittalInputSchema = z.intersection(submittalParamsSchema, reviewSubmittalSchema);
export type ReviewSubmittalActionInput = z.output<typeof reviewSubmittalInputSchema>;
