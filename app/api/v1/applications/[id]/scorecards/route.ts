// GET /api/v1/applications/{id}/scorecards: the cards the acting member may see (decisions.md section 16).
import { withApi } from "@/lib/api/handler";
import { listScorecardsOp } from "@/lib/teams/operations/scorecards";
import { listScorecards } from "@/lib/teams/service/scorecards";

export const GET = withApi(listScorecardsOp, ({ user, params }) => listScorecards(user, params));
