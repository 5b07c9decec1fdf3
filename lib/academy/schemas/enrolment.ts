import { z } from "zod";
import { blankToUndefined, pagingFields, recordId, requiredText } from "@/lib/validations/common";
import { BILLING_STATE_MESSAGE, TRAINING_FEE_PLANS } from "@/lib/billing/rules/training-fees";
import { gstStateByName } from "@/lib/billing/rules/states";

// Enrolment (decisions.md section 15): the inputs of enrol, withdraw and the candidate's list.

/** Path of POST training/batches/{id}/enroll. */
export const batchParamsSchema = z.object({ id: recordId("Batch id is required") });
export type BatchParams = z.output<typeof batchParamsSchema>;

/**
 * Body of POST training/batches/{id}/enroll: how a fee-charging batch is paid for and the state its
 * invoice names (decisions.md section 21); a free batch needs neither (400 PLAN_REQUIRED is the service's).
 */
const stateField = requiredText(BILLING_STATE_MESSAGE, 100)
  .refine((name) => gstStateByName(name) !== undefined, BILLING_STATE_MESSAGE)
  .transform((name) => gstStateByName(name)!.name);

export const enrollBodySchema = z.object({
  plan: z.preprocess(blankToUndefined, z.enum(TRAINING_FEE_PLANS, { error: "Choose pay now or pay after placement" }).optional()),
  billingState: z
    .preprocess(blankToUndefined, stateField.optional())
    .meta({ description: "The candidate's state (for the invoice's place of supply); required with a plan." }),
});
export type EnrollBody = z.output<typeof enrollBodySchema>;

/** The enrol action's argument (the Enroll button knows the batch by id, and asks the plan when there is a fee). */
export const enrollInputSchema = enrollBodySchema.extend({ batchId: recordId("Batch id is required") });
export type EnrollInput = z.output<typeof enrollInputSchema>;

/** Path of DELETE training/enrollments/{id} and the withdraw action's argument. */
export const enrollmentParamsSchema = z.object({ id: recordId("Enrolment id is required") });
export type EnrollmentParams = z.output<typeof enrollmentParamsSchema>;

/** My training shows up to this many enrolments (newest first); the API pages with page and limit. */
export const MY_ENROLLMENTS_PAGE_SIZE = 50;

/** Query of GET training/my-enrollments. */
export const myEnrollmentsQuerySchema = z.object(pagingFields(MY_ENROLLMENTS_PAGE_SIZE));
export type MyEnrollmentsQuery = z.output<typeof myEnrollmentsQuerySchema>;
