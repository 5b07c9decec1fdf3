import "server-only";
// Page data of /employer/team and /team/accept.
import { ApiError } from "@/lib/api/errors";
import { requireRole } from "@/lib/auth/guards";
import type { SessionUser } from "@/lib/auth/types";
import type { TeamRole } from "@/lib/generated/prisma/enums";
import { companyMembership } from "@/lib/job-posting/service/approved-employer";
import type { InvitationPreview, TeamJson } from "@/lib/teams/contract/common";
import { describeInvitation } from "@/lib/teams/service/invitations";
import { getTeam } from "@/lib/teams/service/team";

export type TeamPageData = {
  orgName: string;
  team: TeamJson;
  /** The viewer's own row: owners manage, everyone may leave. */
  me: { memberId: string; role: TeamRole };
};

/** The viewer's company and team; null for a login in no company (the page then says so). */
export async function loadTeamPage(): Promise<TeamPageData | null> {
  const user = await requireRole("Employer");
  const membership = await companyMembership(user.id);
  if (!membership) return null;
  const team = await getTeam(user);
  return { orgName: membership.orgName, team, me: { memberId: membership.memberId, role: membership.role } };
}

/**
 * An Employer's role in their company for the header's menu (null: in no company); undefined for the
 * other roles. Read by the layouts of the signed-in areas an Employer visits.
 */
export async function loadTeamRole(user: SessionUser | null): Promise<TeamRole | null | undefined> {
  if (user?.role !== "Employer") return undefined;
  return (await companyMembership(user.id))?.role ?? null;
}

export type InvitationPageData = { ok: true; invitation: InvitationPreview } | { ok: false; message: string };

/** What the accept page shows for the link's token: the invitation, or why the link does not work. */
export async function loadInvitation(token: string): Promise<InvitationPageData> {
  try {
    return { ok: true, invitation: await describeInvitation(token) };
  } catch (error) {
    if (error instanceof ApiError && error.code === "INVALID_TOKEN") return { ok: false, message: error.message };
    throw error;
  }
}
