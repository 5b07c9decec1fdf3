// GET /api/v1/candidate/saved-jobs: the candidate's saved jobs, newest saved first (closed ones marked by isOpen).
import { withApi } from "@/lib/api/handler";
import { savedJobs } from "@/lib/saved-jobs/operations";
import { listSavedJobs } from "@/lib/saved-jobs/service";

export const GET = withApi(savedJobs, ({ user, query }) => listSavedJobs(user, query));
