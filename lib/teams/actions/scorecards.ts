"use server";

import { defineAction } from "@/lib/actions/define-action";
import {
  INTERVIEWERS_SAVED_MESSAGE,
  SCORECARD_SAVED_MESSAGE,
  setInterviewersInputSchema,
  submitScorecardInputSchema,
} from "@/lib/teams/schemas/interviews";
import { setInterviewers } from "@/lib/teams/service/interviewers";
import { submitScorecard } from "@/lib/teams/service/scorecards";

// The application page's forms: the same services as PUT applications/{id}/interviewers and /scorecard.
export const setInterviewersAction = defineAction(
  { access: "Employer", input: setInterviewersInputSchema, message: INTERVIEWERS_SAVED_MESSAGE },
  ({ applicationId, ...body }, user) => setInterviewers(user, { id: applicationId }, body),
);

export const submitScorecardAction = defineAction(
  { access: "Employer", input: submitScorecardInputSchema, message: SCORECARD_SAVED_MESSAGE },
  ({ applicationId, ...body }, user) => submitScorecard(user, { id: applicationId }, body),
);
