"use server";

import { defineAction } from "@/lib/actions/define-action";
import { enrollInputSchema, enrollmentParamsSchema } from "@/lib/academy/schemas/enrolment";
import { enroll, withdraw } from "@/lib/academy/service/enrolment";

// Enrolment (decisions.md section 15): the Enrol button of /training/{slug} and Withdraw on My training,
// the same services as POST training/batches/{id}/enroll and DELETE training/enrollments/{id}. The
// button shows the outcome itself (enrolled, or the place on the waitlist), so no message is set.
export const enrollAction = defineAction({ access: "Candidate", input: enrollInputSchema }, (input, user) => enroll(user, input));

export const withdrawEnrollmentAction = defineAction(
  { access: "Candidate", input: enrollmentParamsSchema, message: "You have withdrawn from the batch" },
  (input, user) => withdraw(user, input),
);
