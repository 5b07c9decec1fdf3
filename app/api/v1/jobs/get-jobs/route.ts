// GET /api/v1/jobs/get-jobs: search and filter approved jobs, one page at a time.
import { withApi } from "@/lib/api/handler";
import { getJobs } from "@/lib/job-search/operations";
import { searchJobs } from "@/lib/job-search/service/search";

export const GET = withApi(getJobs, async ({ query, user }) => searchJobs(query, user));
