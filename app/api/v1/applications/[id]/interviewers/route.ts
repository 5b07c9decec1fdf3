// GET and PUT /api/v1/applications/{id}/interviewers: who interviews the candidate (decisions.md section 16).
import { withApi } from "@/lib/api/handler";
import { getInterviewersOp, setInterviewersOp } from "@/lib/teams/operations/scorecards";
import { getInterviewers, setInterviewers } from "@/lib/teams/service/interviewers";

export const GET = withApi(getInterviewersOp, ({ user, params }) => getInterviewers(user, params));
export const PUT = withApi(setInterviewersOp, ({ user, params, body }) => setInterviewers(user, params, body));
