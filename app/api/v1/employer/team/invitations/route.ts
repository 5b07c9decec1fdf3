// POST /api/v1/employer/team/invitations: an owner invites an e-mail address into the team (201, mails the link).
import { reply, withApi } from "@/lib/api/handler";
import { inviteTeamMember } from "@/lib/teams/operations/members";
import { INVITED_MESSAGE } from "@/lib/teams/rules/roles";
import { inviteMember } from "@/lib/teams/service/invitations";

export const POST = withApi(inviteTeamMember, async ({ user, body }) => reply(await inviteMember(user, body), { status: 201, message: INVITED_MESSAGE }));
