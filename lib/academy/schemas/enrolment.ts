import { z } from "zod";
import { pagingFields, recordId } from "@/lib/validations/common";

// Enrolment (decisions.md section 15): the inputs of enrol, withdraw and the candidate's list.

/** Path of POST training/batches/{id}/enroll. */
export const batchParamsSchema = z.object({ id: recordId("Batch id is required") });
export type BatchParams = z.output<typeof batchParamsSchema>;

/** The enrol action's argument (the Enroll button knows the batch by id). */
export const enrollInputSchema = z.object({ batchId: recordId("Batch id is required") });
export type EnrollInput = z.output<typeof enrollInputSchema>;

/** Path of DELETE training/enrollments/{id} and the withdraw action's argument. */
export const enrollmentParamsSchema = z.object({ id: recordId("Enrolment id is required") });
export type EnrollmentParams = z.output<typeof enrollmentParamsSchema>;

/** My training shows up to this many enrolments (newest first); the API pages with page and limit. */
export const MY_ENROLLMENTS_PAGE_SIZE = 50;

/** Query of GET training/my-enrollments. */
export const myEnrollmentsQuerySchema = z.object(pagingFields(MY_ENROLLMENTS_PAGE_SIZE));
export type MyEnrollmentsQuery = z.output<typeof myEnrollmentsQuerySchema>;
