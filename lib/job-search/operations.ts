import { defineOperation } from "@/lib/api/operation";
import { idParams } from "@/lib/api/schemas";
import { jobSearchResultSchema } from "@/lib/job-search/contract";
import { jobSchema } from "@/lib/job-search/service/serialize";
import { jobSearchQuerySchema } from "@/lib/job-search/schemas";

/** Anyone reads jobs; a logged-in user is passed on (the owner reads their own job in any status; sort=match). */
const jobsCall = { tag: "Jobs", auth: "optional" } as const;

export const getJobs = defineOperation({
  id: "getJobs",
  method: "GET",
  path: "/jobs/get-jobs",
  summary:
    "Search approved jobs of approved employers (full text over post and description, filters, paging). " +
    "skills: jobs asking for any of the ids; an id not in the catalogue is a 400 UNKNOWN_SKILL on skills. " +
    "sort=match is a signed-in candidate's order: anyone else gets 400 SORT_NEEDS_CANDIDATE.",
  ...jobsCall,
  query: jobSearchQuerySchema,
  response: jobSearchResultSchema,
  // Both are answered with 400 (as a bad query is).
  errors: ["UNKNOWN_SKILL", "SORT_NEEDS_CANDIDATE"],
});

export const getJob = defineOperation({
  id: "getJob",
  method: "GET",
  path: "/jobs/get-job/{id}",
  summary:
    "One job: approved ones for everyone, the owner's own in any status. A closed job answers 200 with isOpen false " +
    "for 30 days after closing, then 410 GONE (its owner and admins still read it).",
  ...jobsCall,
  params: idParams,
  response: jobSchema,
  errors: [404, 410],
});
