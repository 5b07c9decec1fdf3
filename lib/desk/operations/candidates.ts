// The staffing desk's candidate search and saved searches (decisions.md section 17). Submittals and
// placements have their own files (./submittals.ts, ./placements.ts).
import "zod-openapi";
import { z } from "zod";
import { defineOperation } from "@/lib/api/operation";
import { ownCalls, roleCalls } from "@/lib/api/operation-fragments";
import { deskCandidateDetailSchema, deskCandidatesPageSchema, deskJobsPageSchema, savedSearchJsonSchema, savedSearchListSchema } from "@/lib/desk/contract/common";
import { DESK_JOBS_PAGE_SIZE, DESK_PAGE_SIZE, deskCandidatesQuerySchema, deskJobsQuerySchema, MAX_SAVED_SEARCHES, savedSearchSchema } from "@/lib/desk/schemas/common";
import { idParams } from "@/lib/validations/common";

/** The company's recruiters (staff accounts) only: any other role is 403. */
const deskCall = roleCalls("Desk", ["Recruiter"]);
/** A call on one thing named in the path: not in the desk's reach (or no such thing) is 404. */
const deskItemCall = { ...ownCalls("Desk", ["Recruiter"]), params: idParams } as const;

export const getDeskCandidates = defineOperation({
  id: "getDeskCandidates",
  method: "GET",
  path: "/desk/candidates",
  summary:
    "The desk's candidates: those who let employers find them, and the academy's trainees (enrolled in a batch, not " +
    "withdrawn, discoverable or not); never an account erased or scheduled for deletion. `search` matches every word in " +
    "the name, role, course or a skill's name; `skills` keeps those with any of them; `city` their preferred location or " +
    "locality (starts with, any case); `minExperience` years at least. Without `jobId`: most verified skills first, then " +
    "the profile updated last; `verifiedOnly` keeps those with a verified skill. With `jobId` (an open job, else 404 " +
    "'Job not found'): only candidates with one of its skills, best match first, each with `match`; `verifiedOnly` keeps " +
    `those with a verified matched skill. ${DESK_PAGE_SIZE} a page; each candidate shows at most 8 skills (verified first). ` +
    "Never e-mail, phone, address or documents.",
  ...deskCall,
  query: deskCandidatesQuerySchema,
  response: deskCandidatesPageSchema,
  errors: [...deskCall.errors, 404],
});

export const getDeskCandidateProfile = defineOperation({
  id: "getDeskCandidateProfile",
  method: "GET",
  path: "/desk/candidates/{id}",
  summary:
    "One candidate of the desk's pool: name, city, experience, role, course, skills with levels and sources, valid " +
    "certificates, enrolments and the desk's submittals of them (with `applicationStatus` once accepted). For a candidate " +
    "who lets employers find them, `screening`: e-mail, mobile, current and expected salary, notice period and the résumé " +
    "(read with GET files/{id}, logged for the candidate); null for a trainee who does not. Never an address or another " +
    "document. Someone outside the pool (neither discoverable nor a trainee, or leaving) or unknown: 404 'Candidate not found'.",
  ...deskItemCall,
  response: deskCandidateDetailSchema,
});

export const listDeskJobs = defineOperation({
  id: "listDeskJobs",
  method: "GET",
  path: "/desk/jobs",
  summary:
    "The open jobs of any company (approved, neither closed, expired nor hidden) the desk may search candidates for and submit " +
    "to, for the candidate search's job picker: `search` matches every word (at most 5) in the title or the company's name " +
    `(any case); newest first, ${DESK_JOBS_PAGE_SIZE} a page.`,
  ...deskCall,
  query: deskJobsQuerySchema,
  response: deskJobsPageSchema,
});

export const listDeskSavedSearches = defineOperation({
  id: "listDeskSavedSearches",
  method: "GET",
  path: "/desk/saved-searches",
  summary: "Your saved candidate searches, newest first: each a name and the query of GET desk/candidates.",
  ...deskCall,
  response: savedSearchListSchema,
});

export const createDeskSavedSearch = defineOperation({
  id: "createDeskSavedSearch",
  method: "POST",
  path: "/desk/saved-searches",
  summary: `Save a candidate search under a name (the query of GET desk/candidates, without the page). At most ${MAX_SAVED_SEARCHES} each: 409 LIMIT_REACHED.`,
  ...deskCall,
  body: savedSearchSchema,
  response: savedSearchJsonSchema,
  successStatus: 201,
  errors: [...deskCall.errors, "LIMIT_REACHED"],
});

export const deleteDeskSavedSearch = defineOperation({
  id: "deleteDeskSavedSearch",
  method: "DELETE",
  path: "/desk/saved-searches/{id}",
  summary: "Delete one of your saved searches; another recruiter's (or an unknown one) is 404 NOT_FOUND.",
  ...deskItemCall,
  response: z.null(),
});
