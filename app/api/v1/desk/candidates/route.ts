// GET /api/v1/desk/candidates: the desk's candidate search (discoverable candidates and trainees).
import { withApi } from "@/lib/api/handler";
import { getDeskCandidates } from "@/lib/desk/operations/candidates";
import { searchDeskCandidates } from "@/lib/desk/service/candidates";

export const GET = withApi(getDeskCandidates, ({ user, query }) => searchDeskCandidates(user, query));
