// PATCH and DELETE /api/v1/employer/team/{memberId}: an owner changes a member's role or removes them (a member may leave).
import { withApi } from "@/lib/api/handler";
import { changeTeamMemberRole, removeTeamMember } from "@/lib/teams/operations/members";
import { changeMemberRole, removeMember } from "@/lib/teams/service/team";

export const PATCH = withApi(changeTeamMemberRole, ({ user, params, body }) => changeMemberRole(user, params, body));
export const DELETE = withApi(removeTeamMember, ({ user, params }) => removeMember(user, params));
