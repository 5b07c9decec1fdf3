"use server";

import { defineAction } from "@/lib/actions/define-action";
import { bulkMoveApplications } from "@/lib/pipeline/service/bulk";
import { moveApplication } from "@/lib/pipeline/service/moves";
import { withdrawApplication } from "@/lib/applications/service/withdraw";
import { bulkMoveSchema, moveApplicationSchema, withdrawApplicationSchema } from "@/lib/pipeline/schemas";

// The hiring pipeline's mutations from the pages (decisions.md section 9): the same services as
// PATCH applications/{id}/status, PATCH applications/bulk-status and POST applications/{id}/withdraw.
// Pages branch on the failure's code (INVALID_TRANSITION, STALE_STATE, NOT_FOUND), never on its message.

/** The "Move to" control and the reject dialog on /employer/applicant/{jobId}. */
export const moveApplicationAction = defineAction(
  { access: "Employer", input: moveApplicationSchema, message: "Application updated" },
  (input, user) => moveApplication(user, input),
);

/** Bulk selection: the same move for many; the result lists what moved and what failed, per item. */
export const bulkMoveApplicationsAction = defineAction({ access: "Employer", input: bulkMoveSchema }, (input, user) =>
  bulkMoveApplications(user, input),
);

/** Withdraw on /candidate/applications (after the confirm dialog). */
export const withdrawApplicationAction = defineAction(
  { access: "Candidate", input: withdrawApplicationSchema, message: "Application withdrawn" },
  (input, user) => withdrawApplication(user, input),
);
