// Interviewers and scorecards of one application (decisions.md section 16). The team's own calls
// (members, invitations) are in operations of their own.
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { idParams } from "@/lib/api/schemas";
import { ROLES } from "@/lib/auth/types";
import { interviewersResponseSchema, scorecardsSchema } from "@/lib/teams/contract/common";
import { interviewersSchema, scorecardSchema } from "@/lib/teams/schemas/common";

/**
 * Each call names the application in the path. Open to every role so that whoever is not a member
 * allowed to read the application (a candidate included) gets the same 404 as GET applications/{id}.
 */
const applicationCall = { tag: "Team", auth: ROLES, params: idParams, errors: [401, 403, 404] } as const;

/** A call that writes: its body can also be refused (400 VALIDATION). */
const writeCall = { ...applicationCall, errors: [400, ...applicationCall.errors] } as const;

export const getInterviewersOp = defineOperation({
  id: "getInterviewers",
  method: "GET",
  path: "/applications/{id}/interviewers",
  summary:
    "The application's interviewers (members of your company), in the order they were assigned. Any member who may read " +
    "the application (owners, recruiters, an interviewer assigned to it); anyone else gets 404 NOT_FOUND.",
  ...applicationCall,
  response: interviewersResponseSchema,
});

export const setInterviewersOp = defineOperation({
  id: "setInterviewers",
  method: "PUT",
  path: "/applications/{id}/interviewers",
  summary:
    "Replace the application's interviewers with `memberIds` (owners and recruiters; an empty list unassigns everyone). " +
    "Each id must be a member of your company (any role), else 400 VALIDATION naming memberIds. Newly assigned members " +
    "get a notification and a mail 'You are interviewing <candidate> for <post>'. Interviewers get 403 FORBIDDEN; an " +
    "application that is not of your company's live jobs, 404 NOT_FOUND.",
  ...writeCall,
  body: interviewersSchema,
  response: interviewersResponseSchema,
});

export const submitScorecardOp = defineOperation({
  id: "submitScorecard",
  method: "PUT",
  path: "/applications/{id}/scorecard",
  summary:
    "Create or replace your own scorecard on the application: each criterion rated 1 to 4, a recommendation, optional " +
    "notes. Any member who may read the application (owners, recruiters, an interviewer assigned to it); anyone else, " +
    "candidates included, gets 404 NOT_FOUND. Answers the scorecards you may now see (as GET applications/{id}/scorecards).",
  ...writeCall,
  body: scorecardSchema,
  response: scorecardsSchema,
});

export const listScorecardsOp = defineOperation({
  id: "listScorecards",
  method: "GET",
  path: "/applications/{id}/scorecards",
  summary:
    "The application's scorecards. Owners and recruiters see every card; an interviewer sees their colleagues' only after " +
    "submitting their own (until then `scorecards` is empty, `hidden` counts the others and `summary` is null). " +
    "Candidates never see scorecards: 404 NOT_FOUND, as for anyone who may not read the application.",
  ...applicationCall,
  response: scorecardsSchema,
});
