"use server";

import { defineAction } from "@/lib/actions/define-action";
import { INVITED_MESSAGE, inviteInputSchema } from "@/lib/matching/schemas/candidates";
import { inviteToApply } from "@/lib/matching/service/invite";

// The invite dialog on the applicants page's Matching candidates tab: the same service as POST jobs/{id}/invite.
export const inviteToApplyAction = defineAction(
  { access: "Employer", input: inviteInputSchema, message: INVITED_MESSAGE },
  ({ jobId, candidateId, message }, user) => inviteToApply(user, { id: jobId }, { candidateId, message }),
);
