import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { ownCalls, TRANSITION_ERRORS } from "@/lib/api/operation-fragments";
import { idParams } from "@/lib/api/schemas";
import { applicationDetailSchema, bulkResultSchema, jobApplicantsSchema } from "@/lib/pipeline/contract";
import { ROLES } from "@/lib/auth/types";
import { bulkMoveSchema, jobApplicantsQuerySchema, moveApplicationBodySchema, withdrawApplicationBodySchema } from "@/lib/pipeline/schemas";

// The hiring pipeline's calls (decisions.md section 9): the employer's applicants of a job (GET
// applications/job-applicants-details) and the moves. Moves are PATCH applications/{id}/status for
// the job's employer and POST applications/{id}/withdraw for the candidate; each names the rules in
// its summary, since clients branch on the codes.

/** A call on one application, named in the path: any role reads it (its own, or its job's); each move narrows `auth`. */
const applicationCall = { ...ownCalls("Applications", ROLES), params: idParams, response: applicationDetailSchema } as const;

/** A move of one application: refused by the rules, or lost to someone else's move (lib/transitions). */
const moveCall = { ...applicationCall, errors: [...applicationCall.errors, ...TRANSITION_ERRORS] } as const;

export const getApplicationOp = defineOperation({
  id: "getApplication",
  method: "GET",
  path: "/applications/{id}",
  summary:
    "One application with its events, oldest first. The candidate who applied sees it without the employer's private notes; " +
    "the job's company (approved; its owners and recruiters, or an interviewer assigned to the application) sees the notes, " +
    "who acted on each event (`actor`) and the candidate's name, e-mail and mobile. Anyone else, an interviewer not " +
    "assigned to it, admins and universities included, gets 404 NOT_FOUND; so does the company once the job is deleted.",
  ...applicationCall,
});

export const moveApplicationOp = defineOperation({
  id: "moveApplication",
  method: "PATCH",
  path: "/applications/{id}/status",
  summary:
    "Move an application of your job to another stage (employer). Open stages (applied, screening, shortlisted, interview, offered) " +
    "move to any other open stage; offered to hired; any open stage to rejected with a `reason`. `interview` ({ at in the future, " +
    "mode, location? }) goes with a move to interview; `message` is shown and mailed to the candidate, `note` only to employers. " +
    "Hiring an agency application (`source: agency`) records its placement (90-day guarantee) and mails the recruiter; its " +
    "`startDate` (YYYY-MM-DD, India; default today) and `annualCtc` (whole rupees a year, > 0; the hire dialog asks it, the desk " +
    "may add it later) are optional and, like `reason` and `interview`, ignored with another stage. " +
    "`from` (optional) is the stage you saw. 409 INVALID_TRANSITION for a move the rules refuse, 409 STALE_STATE when someone " +
    "else moved it first, 404 NOT_FOUND for an application that is not of your (live) job. The candidate is notified and e-mailed.",
  ...moveCall,
  auth: ["Employer"],
  body: moveApplicationBodySchema,
});

export const withdrawApplicationOp = defineOperation({
  id: "withdrawApplication",
  method: "POST",
  path: "/applications/{id}/withdraw",
  summary:
    "Withdraw your own open application (candidate), with an optional reason for the employer, who is notified and e-mailed. " +
    "409 INVALID_TRANSITION once the application is final (hired, rejected, withdrawn), 409 STALE_STATE when the employer " +
    "moved it at the same moment, 404 NOT_FOUND for someone else's application.",
  ...moveCall,
  auth: ["Candidate"],
  body: withdrawApplicationBodySchema,
});

export const bulkMoveOp = defineOperation({
  id: "bulkMoveApplications",
  method: "PATCH",
  path: "/applications/bulk-status",
  summary:
    "Move up to 100 applications of your jobs to one stage (employer; a rejection needs `reason`). Each is moved on its own, " +
    "by the same rules as PATCH applications/{id}/status: `updated` lists the ids moved, `failed` the others with their code " +
    "(NOT_FOUND for ids that are not of your live jobs, INVALID_TRANSITION, STALE_STATE).",
  ...ownCalls("Applications", ["Employer"]),
  body: bulkMoveSchema,
  response: bulkResultSchema,
});

export const jobApplicantsOp = defineOperation({
  id: "listJobApplicants",
  method: "GET",
  path: "/applications/job-applicants-details",
  summary:
    "One of your jobs and its applicants with their profiles and stages, 50 a page; `status` keeps one stage, `counts` gives " +
    "the applicants per stage (honouring `search`, not `status`). Another employer's (or a deleted) job: 404 NOT_FOUND.",
  ...ownCalls("Employer jobs", ["Employer"]),
  query: jobApplicantsQuerySchema,
  response: jobApplicantsSchema,
});
