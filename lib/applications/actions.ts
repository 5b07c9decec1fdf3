"use server";

import { defineAction } from "@/lib/actions/define-action";
import { APPLIED_MESSAGE, createApplication } from "@/lib/applications/service/apply";
import { createApplicationSchema } from "@/lib/applications/schemas";

// Apply Now on the job pages (spec section 4 'Applying'): the same service as POST
// applications/create-application. The button branches on the failure's code (PROFILE_INCOMPLETE,
// ALREADY_APPLIED), never on its message.
export const applyToJobAction = defineAction(
  { access: "Candidate", input: createApplicationSchema, message: APPLIED_MESSAGE },
  (input, user) => createApplication(user, input),
);
