import { z } from "zod";
import "zod-openapi";
import { RECOMMENDATIONS, TEAM_ROLES } from "@/lib/teams/schemas/common";

// Responses of the team calls (decisions.md section 16); the TS types are z.infer of these.

export const teamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const pendingInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  expiresAt: z.string().meta({ description: "ISO time the link stops working." }),
});

/** GET employer/team (pending invitations only for owners). */
export const teamSchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(pendingInvitationSchema).meta({ description: "Invitations not yet accepted and not expired (owners only; empty for others)." }),
});
export type TeamJson = z.infer<typeof teamSchema>;

/** POST employer/team/invitations (201): the invitation as the owner's list shows it. */
export const invitationCreatedSchema = pendingInvitationSchema;
export type InvitationCreated = z.infer<typeof invitationCreatedSchema>;

/** What the accept page shows for a live link (never an API response: the page reads it through its loader). */
export const invitationPreviewSchema = z.object({
  orgName: z.string(),
  role: z.enum(TEAM_ROLES),
  email: z.string(),
  needsAccount: z.boolean().meta({ description: "No Employer login has this address yet: the form asks for a name and a password." }),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** PUT/GET applications/{id}/interviewers. */
export const interviewersResponseSchema = z.object({
  interviewers: z.array(z.object({ memberId: z.string(), name: z.string() })),
});
export type InterviewersJson = z.infer<typeof interviewersResponseSchema>;

export const scorecardJsonSchema = z.object({
  id: z.string(),
  author: z.object({ name: z.string(), role: z.enum(TEAM_ROLES).nullable() }),
  mine: z.boolean(),
  ratings: z.array(z.object({ criterion: z.string(), rating: z.number().int() })),
  recommendation: z.enum(RECOMMENDATIONS),
  notes: z.string().nullable(),
  updatedAt: z.string(),
});
export type ScorecardJson = z.infer<typeof scorecardJsonSchema>;

/** GET applications/{id}/scorecards: the others' cards only once the member has submitted their own. */
export const scorecardsSchema = z.object({
  submitted: z.boolean().meta({ description: "Whether the acting member has submitted a scorecard for this application." }),
  scorecards: z.array(scorecardJsonSchema),
  hidden: z.number().int().meta({ description: "Colleagues' cards not shown until the member submits their own." }),
  summary: z
    .object({ strong_yes: z.number().int(), yes: z.number().int(), no: z.number().int(), strong_no: z.number().int() })
    .nullable()
    .meta({ description: "Recommendations counted over every card (null while the member may not see them)." }),
});
export type ScorecardsJson = z.infer<typeof scorecardsSchema>;
