import { z } from "zod";
import "zod-openapi";
import { optionalMultilineText, pageField, queryFlag, recordId } from "@/lib/validations/common";

// Matching candidates and "Invite to apply" (decisions.md section 14): the requests of
// GET jobs/{id}/matching-candidates and POST jobs/{id}/invite, and of the invite dialog's action.
// Browser-safe: the panel and the dialog import the sizes and messages.

/** Candidates a page of matching candidates holds (fixed, like the spec's other employer lists). */
export const MATCHING_PAGE_SIZE = 20;

export const INVITE_MESSAGE_MAX = 1000;
export const INVITE_MESSAGE_TOO_LONG = `Please keep the message under ${INVITE_MESSAGE_MAX} characters`;
export const INVITED_MESSAGE = "Invitation sent";

/** Path of both calls: the employer's job. */
export const jobParamsSchema = z.object({ id: recordId("Job id is required") });
export type JobParams = z.output<typeof jobParamsSchema>;

// A query string carries text: "true" keeps only verified matches; "false", blank or absent keeps all.
export const verifiedOnlyFlag = queryFlag("verifiedOnly", "true: only candidates with at least one verified matched skill (default false).");

/** Query of GET jobs/{id}/matching-candidates. */
export const matchingCandidatesQuerySchema = z.object({ page: pageField, verifiedOnly: verifiedOnlyFlag });
export type MatchingCandidatesQuery = z.output<typeof matchingCandidatesQuerySchema>;

/** Body of POST jobs/{id}/invite. */
export const inviteBodySchema = z.object({
  candidateId: recordId("Candidate id is required").meta({ description: "The candidate's account id (as in matching-candidates)." }),
  message: optionalMultilineText(INVITE_MESSAGE_MAX, INVITE_MESSAGE_TOO_LONG).meta({
    description: `A note to the candidate (optional, up to ${INVITE_MESSAGE_MAX} characters, line breaks kept).`,
  }),
});
export type InviteBody = z.output<typeof inviteBodySchema>;

/** The invite dialog's action: the same body plus the job's id. */
export const inviteInputSchema = inviteBodySchema.extend({ jobId: recordId("Job id is required") });
export type InviteInput = z.output<typeof inviteInputSchema>;
