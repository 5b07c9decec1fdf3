// The company's team (decisions.md section 16): members, invitations, roles, removal.
import "zod-openapi";
import { z } from "zod";
import { defineOperation } from "@/lib/api/operation";
import { ownCalls } from "@/lib/api/operation-fragments";
import { invitationCreatedSchema, teamMemberSchema, teamSchema } from "@/lib/teams/contract/common";
import { acceptInvitationSchema, changeRoleSchema, INVITATION_DAYS, inviteMemberSchema, memberParamsSchema } from "@/lib/teams/schemas/common";
import { MAX_PENDING_INVITATIONS } from "@/lib/teams/rules/roles";

/** A member's call on their own company's team; a login in no company gets 404 NOT_FOUND. */
const teamCall = ownCalls("Team", ["Employer"]);

/** A call on one member, named in the path: the company's last owner always stays (409 LAST_OWNER). */
const memberCall = { ...teamCall, params: memberParamsSchema, errors: [...teamCall.errors, "LAST_OWNER"] } as const;

export const getTeam = defineOperation({
  id: "getTeam",
  method: "GET",
  path: "/employer/team",
  summary:
    "The members of your company (any role may read): name, e-mail and role, owners first, then by name. `invitations` lists " +
    "the invitations neither accepted nor expired, for owners only (empty for recruiters and interviewers). A login in no company: 404.",
  ...teamCall,
  response: teamSchema,
});

export const inviteTeamMember = defineOperation({
  id: "inviteTeamMember",
  method: "POST",
  path: "/employer/team/invitations",
  summary:
    `Owners of an approved company invite an e-mail address as owner, recruiter or interviewer: it is mailed a link ` +
    `/team/accept?token=… (subject 'Join <company> on TalentBridge') that works once, for ${INVITATION_DAYS} days; inviting the ` +
    `same address again replaces the earlier link. Not an owner (or a company not approved yet): 403 FORBIDDEN. Someone ` +
    `already in your team, or an Employer login of another company: 409 ALREADY_MEMBER. At most ${MAX_PENDING_INVITATIONS} ` +
    `invitations may wait at once: 409 LIMIT_REACHED.`,
  ...teamCall,
  body: inviteMemberSchema,
  response: invitationCreatedSchema,
  successStatus: 201,
  errors: [...teamCall.errors, "ALREADY_MEMBER", "LIMIT_REACHED"],
});

export const acceptTeamInvitation = defineOperation({
  id: "acceptTeamInvitation",
  method: "POST",
  path: "/employer/team/accept",
  summary:
    "Accept a team invitation with the mailed link's token (no login needed). When the invited address has no Employer " +
    "login yet, `fullName` and `password` make one (400 VALIDATION naming the missing fields); an Employer login in no " +
    "company joins as it is; one already in a company is 409 ALREADY_MEMBER. A wrong, used or expired link: 400 " +
    "INVALID_TOKEN (the message says which). Called while logged in with another e-mail address: 403 FORBIDDEN. " +
    "Answers the new member, who then logs in as an Employer.",
  tag: "Team",
  auth: "optional",
  body: acceptInvitationSchema,
  response: teamMemberSchema,
  errors: [400, 403, "INVALID_TOKEN", "ALREADY_MEMBER"],
});

export const changeTeamMemberRole = defineOperation({
  id: "changeTeamMemberRole",
  method: "PATCH",
  path: "/employer/team/{memberId}",
  summary:
    "Owners change a member's role, their own too. Making another member an owner and then stepping down passes the " +
    "ownership on. The company's last owner cannot be demoted: 409 LAST_OWNER. Not an owner: 403 FORBIDDEN; a member of " +
    "another company: 404 NOT_FOUND.",
  ...memberCall,
  body: changeRoleSchema,
  response: teamMemberSchema,
});

export const removeTeamMember = defineOperation({
  id: "removeTeamMember",
  method: "DELETE",
  path: "/employer/team/{memberId}",
  summary:
    "Owners remove a member; any member may leave (their own id). The member's sessions end at once and their login no " +
    "longer works; their jobs, decisions, scorecards and messages stay with the company. The last owner cannot be removed " +
    "or leave: 409 LAST_OWNER. Not an owner (removing someone else): 403 FORBIDDEN; a member of another company: 404 NOT_FOUND.",
  ...memberCall,
  response: z.null(),
});
