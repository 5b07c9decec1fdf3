// GET /api/v1/jobs/{id}/matching-candidates: discoverable candidates matching the employer's job, best first.
import { withApi } from "@/lib/api/handler";
import { getMatchingCandidates } from "@/lib/matching/operations/candidates";
import { listMatchingCandidates } from "@/lib/matching/service/candidates";

export const GET = withApi(getMatchingCandidates, ({ user, params, query }) => listMatchingCandidates(user, params, query));
