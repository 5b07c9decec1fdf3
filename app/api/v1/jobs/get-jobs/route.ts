// GET /api/v1/jobs/get-jobs: search and filter approved jobs, one page at a time.
import { withApi } from "@/lib/api/handler";
import { getJobs } from "@/lib/api/operations/jobs";
import { searchJobs } from "@/lib/services/jobs-search";

export const GET = withApi(getJobs, async ({ query, user }) => searchJobs(query, user));
