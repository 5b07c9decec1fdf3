// GET /api/v1/employer/team: the company's members (and, for owners, its pending invitations).
import { withApi } from "@/lib/api/handler";
import { getTeam as getTeamOp } from "@/lib/teams/operations/members";
import { getTeam } from "@/lib/teams/service/team";

export const GET = withApi(getTeamOp, ({ user }) => getTeam(user));
