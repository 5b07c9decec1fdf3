// GET /api/v1/jobs/recommended: the candidate's best-matching open jobs. A static segment: Next matches
// it before the sibling dynamic [id] (whose calls all have a further segment: close, save, ...).
import { withApi } from "@/lib/api/handler";
import { getRecommendedJobs } from "@/lib/matching/operations/recommended";
import { recommendedJobs } from "@/lib/matching/service/recommended";

export const GET = withApi(getRecommendedJobs, ({ user, query }) => recommendedJobs(user, query));
