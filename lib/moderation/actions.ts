"use server";

import { defineAction } from "@/lib/actions/define-action";
import { decideEmployer, decideJob, decideRequest } from "@/lib/moderation/service/decisions";
import { bulkAcceptRequests, bulkApproveEmployers, bulkApproveJobs, bulkApproveUniversities } from "@/lib/moderation/service/bulk";
import { decideUniversity } from "@/lib/moderation/service/universities";
import { bulkDecisionSchema, decideItemSchema, decideRequestSchema } from "@/lib/moderation/schemas";

// The console's Approve / Reject and Accept / Decline buttons. Each sends the status it displays as
// `from`, so a decision made on a stale page is refused (409 STALE_STATE) instead of overriding
// another admin's (docs/decisions/0009). The page refreshes afterwards, so only the new status returns.

export const decideEmployerAction = defineAction({ access: "Admin", input: decideItemSchema }, async (input, admin) => ({
  status: (await decideEmployer(admin, input)).status,
}));

export const decideJobAction = defineAction({ access: "Admin", input: decideItemSchema }, async (input, admin) => ({
  status: (await decideJob(admin, input)).status,
}));

export const decideRequestAction = defineAction({ access: "Admin", input: decideRequestSchema }, async (input, admin) => ({
  status: (await decideRequest(admin, input)).status,
}));

export const decideUniversityAction = defineAction({ access: "Admin", input: decideItemSchema }, async (input, admin) => ({
  status: (await decideUniversity(admin, input)).status,
}));

// The lists' "Approve selected": the same services as POST admin/{employers,jobs}/bulk-approve and
// admin/requests/bulk-accept, answering what happened to each item.

export const bulkApproveEmployersAction = defineAction({ access: "Admin", input: bulkDecisionSchema }, (input, admin) => bulkApproveEmployers(admin, input));

export const bulkApproveJobsAction = defineAction({ access: "Admin", input: bulkDecisionSchema }, (input, admin) => bulkApproveJobs(admin, input));

export const bulkAcceptRequestsAction = defineAction({ access: "Admin", input: bulkDecisionSchema }, (input, admin) => bulkAcceptRequests(admin, input));

export const bulkApproveUniversitiesAction = defineAction({ access: "Admin", input: bulkDecisionSchema }, (input, admin) =>
  bulkApproveUniversities(admin, input),
);
