// Submittals (decisions.md section 17): the recruiter puts a candidate forward, the candidate consents,
// the company reviews (in the app, or by the mail's signed link).
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { ownCalls, roleCalls, TRANSITION_ERRORS } from "@/lib/api/operation-fragments";
import {
  candidateSubmittalSchema,
  candidateSubmittalsPageSchema,
  companySubmittalSchema,
  companySubmittalsSchema,
  deskSubmittalsPageSchema,
  reviewLinkSchema,
  submittalJsonSchema,
} from "@/lib/desk/contract/common";
import { companySubmittalsQuerySchema, consentSchema, createSubmittalSchema, REVIEW_LINK_DAYS, reviewByLinkSchema, reviewSubmittalSchema } from "@/lib/desk/schemas/common";
import { candidateSubmittalsQuerySchema, deskSubmittalsQuerySchema, reviewLinkQuerySchema, submittalParamsSchema } from "@/lib/desk/schemas/submittals";

const TAG = "Desk";
const recruiterCall = roleCalls(TAG, ["Recruiter"]);
const candidateCall = { ...ownCalls(TAG, ["Candidate"]), params: submittalParamsSchema } as const;
const companyCall = ownCalls(TAG, ["Employer"]);
const LINK_ERRORS = [400, 403, 404, 409, 410, "INVALID_TOKEN", "STALE_STATE"] as const;

export const createDeskSubmittal = defineOperation({
  id: "createDeskSubmittal",
  method: "POST",
  path: "/desk/submittals",
  summary:
    "Put a candidate of the desk's pool (discoverable, or a trainee; not scheduled for deletion) forward to an approved, open job " +
    "with a pitch (1 to 2000 characters): 201 with `status: awaiting_consent`. The candidate gets a notification and a mail asking " +
    "for consent; nothing reaches the company before they accept. An unknown job or candidate, or one outside the pool: 404; a " +
    "closed job: 409 JOB_CLOSED; someone who applied to the job: 409 ALREADY_APPLIED; once per job and candidate ever, also " +
    "between two recruiters at once: 409 ALREADY_SUBMITTED.",
  ...recruiterCall,
  body: createSubmittalSchema,
  response: submittalJsonSchema,
  successStatus: 201,
  errors: [...recruiterCall.errors, 404, 409, "JOB_CLOSED", "ALREADY_APPLIED", "ALREADY_SUBMITTED"],
});

export const listDeskSubmittals = defineOperation({
  id: "listDeskSubmittals",
  method: "GET",
  path: "/desk/submittals",
  summary: "The recruiter's own submittals, newest first, 20 a page; `status` keeps one state.",
  ...recruiterCall,
  query: deskSubmittalsQuerySchema,
  response: deskSubmittalsPageSchema,
});

export const answerSubmittal = defineOperation({
  id: "answerSubmittal",
  method: "POST",
  path: "/submittals/{id}/consent",
  summary:
    "The candidate answers a request to put them forward: `accept: true` sends it to the company (`status: submitted`; its " +
    "owners and recruiters get a notification and a mail with signed Accept / Reject links), `false` declines it. Either way " +
    "the recruiter is told. Answered before: 409 INVALID_TRANSITION (two answers at once: one 409 STALE_STATE). Accepting after " +
    "applying to the job yourself: 409 ALREADY_APPLIED; after the job closed: 409 JOB_CLOSED. Someone else's: 404.",
  ...candidateCall,
  body: consentSchema,
  response: candidateSubmittalSchema,
  errors: [...candidateCall.errors, ...TRANSITION_ERRORS, "ALREADY_APPLIED", "JOB_CLOSED"],
});

export const listCompanySubmittals = defineOperation({
  id: "listCompanySubmittals",
  method: "GET",
  path: "/submittals",
  summary:
    "Owners and recruiters of the job's company: the candidates TalentBridge put forward for the job who agreed to it " +
    "(`submitted`, `accepted`, `rejected`; never one awaiting consent or declined), latest first, at most 100. The candidate " +
    "is a name, city, experience and skills: no e-mail, phone, address or documents (accepting reveals the profile through " +
    "the application, `applicationId`). Another company's job: 404.",
  ...companyCall,
  query: companySubmittalsQuerySchema,
  response: companySubmittalsSchema,
});

export const reviewSubmittal = defineOperation({
  id: "reviewSubmittal",
  method: "POST",
  path: "/submittals/{id}/review",
  summary:
    "Owners and recruiters of the job's company decide: `accept` creates the application (`source: agency`, status " +
    "`screening`) in the same transaction; `reject` needs a reason (section 9's list; 400 without). The candidate and the " +
    "recruiter are told. Decided before: 409 STALE_STATE; the candidate applied meanwhile: 409 ALREADY_APPLIED, nothing " +
    "changes. Another company's, or one the company cannot see: 404.",
  ...companyCall,
  params: submittalParamsSchema,
  body: reviewSubmittalSchema,
  response: companySubmittalSchema,
  errors: [...companyCall.errors, "STALE_STATE", "ALREADY_APPLIED"],
});

export const describeReviewLink = defineOperation({
  id: "describeReviewLink",
  method: "GET",
  path: "/submittals/review-link",
  summary:
    "What the mail's review link shows (no login needed; it changes nothing): the job, the pitch and the candidate without " +
    `contact details. The link works for ${REVIEW_LINK_DAYS} days: altered or garbled, 400 INVALID_TOKEN; expired, 410 GONE; ` +
    "already decided, 409 STALE_STATE; opened by a logged-in member of another company, 403 FORBIDDEN; the candidate gone, 404.",
  tag: TAG,
  auth: "optional",
  query: reviewLinkQuerySchema,
  response: reviewLinkSchema,
  errors: [...LINK_ERRORS],
});

export const reviewByLink = defineOperation({
  id: "reviewByLink",
  method: "POST",
  path: "/submittals/review-link",
  summary:
    "Decide through the mail's review link, as the company (no login needed; a logged-in member of the company is recorded " +
    "as the reviewer): the same decision as POST submittals/{id}/review. Refused with nothing changed: an altered link (400 " +
    "INVALID_TOKEN), an expired one (410 GONE), one used before or a decided candidate (409 STALE_STATE), a logged-in member " +
    "of another company (403 FORBIDDEN); the candidate applied meanwhile: 409 ALREADY_APPLIED.",
  tag: TAG,
  auth: "optional",
  body: reviewByLinkSchema,
  response: companySubmittalSchema,
  errors: [...LINK_ERRORS, "ALREADY_APPLIED"],
});

export const listCandidateSubmittals = defineOperation({
  id: "listCandidateSubmittals",
  method: "GET",
  path: "/candidate/submittals",
  summary: "The candidate's requests from TalentBridge to put them forward, with the job, the company and the pitch; newest first, 20 a page.",
  ...roleCalls(TAG, ["Candidate"]),
  query: candidateSubmittalsQuerySchema,
  response: candidateSubmittalsPageSchema,
});
