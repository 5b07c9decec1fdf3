"use server";

import { defineAction } from "@/lib/actions/define-action";
import { getCurrentUser } from "@/lib/auth/guards";
import { INVITED_MESSAGE, JOINED_MESSAGE, MEMBER_REMOVED_MESSAGE, ROLE_CHANGED_MESSAGE } from "@/lib/teams/rules/roles";
import { acceptInvitationSchema, changeRoleSchema, inviteMemberSchema, memberParamsSchema } from "@/lib/teams/schemas/common";
import { acceptInvitation, inviteMember } from "@/lib/teams/service/invitations";
import { changeMemberRole, removeMember } from "@/lib/teams/service/team";

// The team page (/employer/team) and the accept page (/team/accept): the same services as the
// employer/team calls.

export const inviteMemberAction = defineAction({ access: "Employer", input: inviteMemberSchema, message: INVITED_MESSAGE }, (input, user) =>
  inviteMember(user, input),
);

export const changeMemberRoleAction = defineAction(
  { access: "Employer", input: memberParamsSchema.extend(changeRoleSchema.shape), message: ROLE_CHANGED_MESSAGE },
  ({ memberId, role }, user) => changeMemberRole(user, { memberId }, { role }),
);

export const removeMemberAction = defineAction({ access: "Employer", input: memberParamsSchema, message: MEMBER_REMOVED_MESSAGE }, (params, user) =>
  removeMember(user, params),
);

// Public: the invited person is usually logged out; a logged-in viewer is checked against the address.
export const acceptInvitationAction = defineAction(
  { access: "public", input: acceptInvitationSchema, message: JOINED_MESSAGE },
  async (input) => acceptInvitation(await getCurrentUser(), input),
);
