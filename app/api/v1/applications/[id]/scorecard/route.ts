// PUT /api/v1/applications/{id}/scorecard: the acting member's own scorecard (decisions.md section 16).
import { withApi } from "@/lib/api/handler";
import { submitScorecardOp } from "@/lib/teams/operations/scorecards";
import { submitScorecard } from "@/lib/teams/service/scorecards";

export const PUT = withApi(submitScorecardOp, ({ user, params, body }) => submitScorecard(user, params, body));
