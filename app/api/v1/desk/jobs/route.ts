// GET /api/v1/desk/jobs: open jobs for the candidate search's job picker, by title or company.
import { withApi } from "@/lib/api/handler";
import { listDeskJobs } from "@/lib/desk/operations/candidates";
import { searchDeskJobs } from "@/lib/desk/service/open-jobs";

export const GET = withApi(listDeskJobs, ({ user, query }) => searchDeskJobs(user, query));
