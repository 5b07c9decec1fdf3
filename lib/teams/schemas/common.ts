import { z } from "zod";
import "zod-openapi";
import { emailField, passwordField, REQUIRED } from "@/lib/accounts/schemas/auth";
import { optionalMultilineText, optionalText, recordId, requiredText } from "@/lib/validations/common";

// Employer teams, interviewers and scorecards (decisions.md section 16): the requests of the team calls
// and of the forms that make them. Browser-safe: the team page and the scorecard form import them.

export const TEAM_ROLES = ["owner", "recruiter", "interviewer"] as const;
export type TeamRoleName = (typeof TEAM_ROLES)[number];
export const teamRoleSchema = z.enum(TEAM_ROLES, { error: "Please choose owner, recruiter or interviewer" });

/** Days an invitation link works. */
export const INVITATION_DAYS = 7;
/** Interviewers one application may have. */
export const MAX_INTERVIEWERS = 10;
/** Criteria one scorecard may rate. */
export const MAX_CRITERIA = 12;
export const SCORECARD_NOTES_MAX = 4000;

/** Body of POST employer/team/invitations. */
export const inviteMemberSchema = z.object({
  email: emailField.meta({ description: "The address the invitation link is mailed to." }),
  role: teamRoleSchema,
});
export type InviteMemberInput = z.output<typeof inviteMemberSchema>;

/** Body of POST employer/team/accept: name and password only when the address has no Employer login yet. */
export const acceptInvitationSchema = z.object({
  token: requiredText("The invitation link is not valid", 200),
  fullName: optionalText(100),
  password: passwordField.optional(),
});
export type AcceptInvitationInput = z.output<typeof acceptInvitationSchema>;

export const memberParamsSchema = z.object({ memberId: recordId("Member id is required") });
export type MemberParams = z.output<typeof memberParamsSchema>;

/** Body of PATCH employer/team/{memberId}. */
export const changeRoleSchema = z.object({ role: teamRoleSchema });
export type ChangeRoleInput = z.output<typeof changeRoleSchema>;

/** Body of PUT applications/{id}/interviewers: the full list (an empty list unassigns everyone). */
export const interviewersSchema = z.object({
  memberIds: z
    .array(recordId("Member id is required"), { error: "memberIds must be a list" })
    .max(MAX_INTERVIEWERS, `At most ${MAX_INTERVIEWERS} interviewers`)
    .refine((ids) => new Set(ids).size === ids.length, "Each interviewer once"),
});
export type InterviewersInput = z.output<typeof interviewersSchema>;

export const RECOMMENDATIONS = ["strong_no", "no", "yes", "strong_yes"] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

/** Body of PUT applications/{id}/scorecard (one per member and application; a second PUT replaces it). */
export const scorecardSchema = z.object({
  ratings: z
    .array(
      z.object({
        criterion: requiredText(REQUIRED, 80),
        rating: z.number({ error: "A rating is 1 to 4" }).int("A rating is 1 to 4").min(1, "A rating is 1 to 4").max(4, "A rating is 1 to 4"),
      }),
      { error: "ratings must be a list" },
    )
    .min(1, "Rate at least one criterion")
    .max(MAX_CRITERIA, `At most ${MAX_CRITERIA} criteria`)
    .refine((items) => new Set(items.map((item) => item.criterion.toLowerCase())).size === items.length, "Each criterion once"),
  recommendation: z.enum(RECOMMENDATIONS, { error: "Please choose a recommendation" }),
  notes: optionalMultilineText(SCORECARD_NOTES_MAX),
});
export type ScorecardInput = z.output<typeof scorecardSchema>;
