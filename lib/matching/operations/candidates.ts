// Matching candidates and "Invite to apply" (decisions.md section 14): the employer's side of matching.
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { ownCalls } from "@/lib/api/operation-fragments";
import { invitationSchema, matchingCandidatesPageSchema } from "@/lib/matching/contract/candidates";
import { inviteBodySchema, jobParamsSchema, matchingCandidatesQuerySchema } from "@/lib/matching/schemas/candidates";

/** Both calls act on one of the employer's own jobs, named in the path. */
const ownJobCall = { ...ownCalls("Matching", ["Employer"]), params: jobParamsSchema } as const;

export const getMatchingCandidates = defineOperation({
  id: "getMatchingCandidates",
  method: "GET",
  path: "/jobs/{id}/matching-candidates",
  summary:
    "Discoverable candidates having at least one of your job's skills, best first (score, then verified matches, then " +
    "candidateId), 20 a page; verifiedOnly=true keeps those with a verified matched skill. Applicants of the job are left " +
    "out; `invited` tells whom you invited. Never e-mail, phone, address or documents. A job without skills: an empty " +
    "list. Another employer's (or a deleted) job: 404 NOT_FOUND.",
  ...ownJobCall,
  query: matchingCandidatesQuerySchema,
  response: matchingCandidatesPageSchema,
});

export const inviteToApply = defineOperation({
  id: "inviteToApply",
  method: "POST",
  path: "/jobs/{id}/invite",
  summary:
    "Invite a discoverable candidate to apply for your open job, with an optional message: the candidate gets a " +
    "notification and a mail whose subject starts 'Invitation to apply'. Once per job and candidate (409 ALREADY_INVITED); " +
    "a closed job is 409 JOB_CLOSED; someone who applied already is 409 ALREADY_APPLIED; a candidate who is not " +
    "discoverable (or unknown) and another employer's job are 404 NOT_FOUND.",
  ...ownJobCall,
  body: inviteBodySchema,
  response: invitationSchema,
  successStatus: 201,
  errors: [...ownJobCall.errors, 409, "JOB_CLOSED", "ALREADY_INVITED", "ALREADY_APPLIED"],
});
