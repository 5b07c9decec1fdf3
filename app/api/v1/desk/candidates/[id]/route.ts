// GET /api/v1/desk/candidates/{id}: one candidate of the desk's pool, without contact details.
import { withApi } from "@/lib/api/handler";
import { getDeskCandidateProfile } from "@/lib/desk/operations/candidates";
import { getDeskCandidate } from "@/lib/desk/service/candidates";

export const GET = withApi(getDeskCandidateProfile, ({ user, params }) => getDeskCandidate(user, params));
