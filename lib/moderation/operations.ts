import { z } from "zod";
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { adminEmployerSchema, adminJobSchema, adminRequestSchema, bulkResultSchema } from "@/lib/moderation/contract";
import { BULK_LIMIT, bulkDecisionSchema, decisionSchema, moderationListQuerySchema, requestDecisionSchema, requestListQuerySchema } from "@/lib/moderation/schemas";
import { idParams, PAGING_NOTE } from "@/lib/validations/common";

// Decisions name the status the admin saw (docs/decisions/0009-moderation-decisions.md).
const FROM_NOTE =
  "The body's `from` is the status the admin saw (default pending): if the item is no longer in it the answer is " +
  "409 STALE_STATE, unless it already has the status asked for (then 200 and nothing changes: no log entry, no mail).";

// Bulk calls: each id is its own decision from pending (lib/moderation/service/bulk.ts).
const BULK_NOTE =
  `Up to ${BULK_LIMIT} ids, each decided on its own from pending exactly as the single call with from=pending: ` +
  "logged and e-mailed once. An item that is no longer pending (decided meanwhile) is reported as alreadyDecided with its status, " +
  "a missing one as notFound; neither fails the batch. 400 only for a bad body.";

/** Every call here is the admin console's. */
const adminCall = { tag: "Admin", auth: ["Admin"] } as const;

/** A paged list of one kind of item: only its query can be wrong. */
const listCall = { ...adminCall, errors: [400, 401, 403] } as const;

/** A decision on the item named in the path: 404 for an unknown one, 409 when it moved on (FROM_NOTE). */
const decisionCall = { ...adminCall, params: idParams, errors: [400, 401, 403, 404, 409] } as const;

export const listAdminEmployers = defineOperation({
  id: "listAdminEmployers",
  method: "GET",
  path: "/admin/employers",
  summary: `Employers, optionally of one status and matching a search, newest first. ${PAGING_NOTE}`,
  ...listCall,
  query: moderationListQuerySchema,
  response: z.array(adminEmployerSchema),
});

export const decideAdminEmployer = defineOperation({
  id: "decideAdminEmployer",
  method: "PATCH",
  path: "/admin/employers/{id}",
  summary: `Approve or reject an employer (a reason is required to reject); logs the decision and e-mails the employer. ${FROM_NOTE}`,
  ...decisionCall,
  body: decisionSchema,
  response: adminEmployerSchema,
});

export const listAdminJobs = defineOperation({
  id: "listAdminJobs",
  method: "GET",
  path: "/admin/jobs",
  summary: `Jobs (not deleted), optionally of one status and matching a search, newest first, with their employers. ${PAGING_NOTE}`,
  ...listCall,
  query: moderationListQuerySchema,
  response: z.array(adminJobSchema),
});

export const decideAdminJob = defineOperation({
  id: "decideAdminJob",
  method: "PATCH",
  path: "/admin/jobs/{id}",
  summary: `Approve or reject a job (a reason is required to reject); logs the decision and e-mails the employer. ${FROM_NOTE}`,
  ...decisionCall,
  body: decisionSchema,
  response: adminJobSchema,
});

export const listAdminRequests = defineOperation({
  id: "listAdminRequests",
  method: "GET",
  path: "/admin/requests",
  summary: `University requests (placement drives, training), optionally of one status and matching a search, newest first. ${PAGING_NOTE}`,
  ...listCall,
  query: requestListQuerySchema,
  response: z.array(adminRequestSchema),
});

export const decideAdminRequest = defineOperation({
  id: "decideAdminRequest",
  method: "PATCH",
  path: "/admin/requests/{id}",
  summary: `Accept or decline a university request (a response is required to decline); logs it and e-mails the university. ${FROM_NOTE}`,
  ...decisionCall,
  body: requestDecisionSchema,
  response: adminRequestSchema,
});

/** The three bulk calls differ only in what they decide: one body, one answer, one set of errors. */
function bulkOperation(id: string, path: `/admin/${string}`, summary: string) {
  return defineOperation({
    id,
    method: "POST",
    path,
    summary: `${summary} ${BULK_NOTE}`,
    ...adminCall,
    body: bulkDecisionSchema,
    response: bulkResultSchema,
    errors: [400, 401, 403],
  });
}

export const bulkApproveAdminEmployers = bulkOperation("bulkApproveAdminEmployers", "/admin/employers/bulk-approve", "Approve several pending employers at once.");
export const bulkApproveAdminJobs = bulkOperation("bulkApproveAdminJobs", "/admin/jobs/bulk-approve", "Approve several pending jobs at once.");
export const bulkAcceptAdminRequests = bulkOperation(
  "bulkAcceptAdminRequests",
  "/admin/requests/bulk-accept",
  "Accept several pending university requests at once (without a response).",
);
