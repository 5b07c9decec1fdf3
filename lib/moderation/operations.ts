import { z } from "zod";
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { roleCalls } from "@/lib/api/operation-fragments";
import { adminEmployerSchema, adminJobSchema, adminRequestSchema, adminUniversitySchema, bulkResultSchema } from "@/lib/moderation/contract";
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
  "a missing one as notFound; neither fails the batch. An item carrying a fraud or risk signal the console shows (a job's " +
  "fee phrases, off-site contact or near-duplicate; an employer's e-mail domain, failed GSTIN check or duplicate name) is left " +
  "pending and reported as flagged: approve it on its own. 400 only for a bad body.";

/** Every call here is the admin console's. */
const adminCall = roleCalls("Admin", ["Admin"]);

/** A decision on the item named in the path: 404 for an unknown one, 409 when it moved on (FROM_NOTE). */
const decisionCall = { ...adminCall, params: idParams, errors: [...adminCall.errors, 404, 409] } as const;

/**
 * Employers, jobs and university requests are moderated alike: a paged list of the kind (of one status,
 * matching a search) and a decision on one of it; they differ in their path, words, query, body and item.
 */
function moderatedKind<Q extends z.ZodType, B extends z.ZodType, I extends z.ZodType>(
  path: `/admin/${string}`,
  schemas: { query: Q; body: B; item: I },
) {
  return {
    list: (id: string, summary: string) =>
      defineOperation({
        id,
        method: "GET",
        path,
        summary: `${summary} ${PAGING_NOTE}`,
        ...adminCall,
        query: schemas.query,
        response: z.array(schemas.item),
      }),
    decide: (id: string, summary: string) =>
      defineOperation({
        id,
        method: "PATCH",
        path: `${path}/{id}`,
        summary: `${summary} ${FROM_NOTE}`,
        ...decisionCall,
        body: schemas.body,
        response: schemas.item,
      }),
  };
}

const employers = moderatedKind("/admin/employers", { query: moderationListQuerySchema, body: decisionSchema, item: adminEmployerSchema });
const jobs = moderatedKind("/admin/jobs", { query: moderationListQuerySchema, body: decisionSchema, item: adminJobSchema });
const universities = moderatedKind("/admin/universities", { query: moderationListQuerySchema, body: decisionSchema, item: adminUniversitySchema });
const requests = moderatedKind("/admin/requests", { query: requestListQuerySchema, body: requestDecisionSchema, item: adminRequestSchema });

export const listAdminEmployers = employers.list("listAdminEmployers", "Employers, optionally of one status and matching a search, newest first.");
export const decideAdminEmployer = employers.decide("decideAdminEmployer", "Approve or reject an employer (a reason is required to reject); logs the decision and e-mails the employer.");
export const listAdminJobs = jobs.list("listAdminJobs", "Jobs (not deleted), optionally of one status and matching a search, newest first, with their employers.");
export const decideAdminJob = jobs.decide("decideAdminJob", "Approve or reject a job (a reason is required to reject); logs the decision and e-mails the employer.");
export const listAdminUniversities = universities.list(
  "listAdminUniversities",
  "Universities (institutes) for review, optionally of one status and matching the institute's name or the account's e-mail, newest first.",
);
export const decideAdminUniversity = universities.decide(
  "decideAdminUniversity",
  "Approve or reject a university (a reason is required to reject); logs the decision and e-mails the institute. A pending or rejected one answers 403 NOT_APPROVED to importing students and answering drives.",
);
export const listAdminRequests = requests.list("listAdminRequests", "University requests (placement drives, training), optionally of one status and matching a search, newest first.");
export const decideAdminRequest = requests.decide("decideAdminRequest", "Accept or decline a university request (a response is required to decline); logs it and e-mails the university.");

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
  });
}

export const bulkApproveAdminEmployers = bulkOperation("bulkApproveAdminEmployers", "/admin/employers/bulk-approve", "Approve several pending employers at once.");
export const bulkApproveAdminJobs = bulkOperation("bulkApproveAdminJobs", "/admin/jobs/bulk-approve", "Approve several pending jobs at once.");
export const bulkAcceptAdminRequests = bulkOperation(
  "bulkAcceptAdminRequests",
  "/admin/requests/bulk-accept",
  "Accept several pending university requests at once (without a response).",
);
export const bulkApproveAdminUniversities = bulkOperation("bulkApproveAdminUniversities", "/admin/universities/bulk-approve", "Approve several pending universities at once.");
