// POST /api/v1/employer/team/accept: the invited person joins with the mailed token (no login needed).
import { reply, withApi } from "@/lib/api/handler";
import { acceptTeamInvitation } from "@/lib/teams/operations/members";
import { JOINED_MESSAGE } from "@/lib/teams/rules/roles";
import { acceptInvitation } from "@/lib/teams/service/invitations";

export const POST = withApi(acceptTeamInvitation, async ({ user, body }) => reply(await acceptInvitation(user, body), { message: JOINED_MESSAGE }));
