import { z } from "zod";
import "zod-openapi";
import { blankToUndefined, pageField, recordId } from "@/lib/validations/common";
import { interviewersSchema, scorecardSchema } from "@/lib/teams/schemas/common";

// The requests of the application page's forms and of "Your interviews" (decisions.md section 16).
// Browser-safe: the interviewers dialog and the scorecard form import them.

/** "Your interviews": 20 a page, fixed. */
export const ASSIGNED_INTERVIEWS_PAGE_SIZE = 20;
export const assignedInterviewsQuerySchema = z.object({ page: pageField });
export type AssignedInterviewsQuery = z.output<typeof assignedInterviewsQuerySchema>;

/** /employer/interviews: the company's upcoming interviews (owners' and recruiters' default) or the member's own. */
export const INTERVIEW_VIEWS = ["company", "mine"] as const;
export type InterviewView = (typeof INTERVIEW_VIEWS)[number];
export const interviewsPageQuerySchema = z.object({
  view: z.preprocess(blankToUndefined, z.enum(INTERVIEW_VIEWS).optional()),
  page: pageField,
});
export type InterviewsPageQuery = z.output<typeof interviewsPageQuerySchema>;

const applicationId = recordId("Application id is required");

/** The interviewers dialog's action: PUT applications/{id}/interviewers with the id beside the body. */
export const setInterviewersInputSchema = interviewersSchema.extend({ applicationId });
export type SetInterviewersActionInput = z.input<typeof setInterviewersInputSchema>;

/** The scorecard form's action: PUT applications/{id}/scorecard with the id beside the body. */
export const submitScorecardInputSchema = scorecardSchema.extend({ applicationId });
export type SubmitScorecardActionInput = z.input<typeof submitScorecardInputSchema>;

export const INTERVIEWERS_SAVED_MESSAGE = "Interviewers saved";
export const SCORECARD_SAVED_MESSAGE = "Scorecard saved";
