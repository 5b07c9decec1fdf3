import type { TeamJson } from "@/lib/teams/contract/common";
import { TEAM_ROLE_DESCRIPTIONS, TEAM_ROLE_IN_SENTENCE } from "@/lib/teams/rules/roles";
import type { TeamRoleName } from "@/lib/teams/schemas/common";
import { InviteMemberDialog } from "@/components/teams/invite-member-dialog";
import { PendingInvitations } from "@/components/teams/pending-invitations";
import { TeamMembers } from "@/components/teams/team-members";
import { HeadedSection } from "@/components/ui/headed-section";

// The body of /employer/team: the members, and for owners the invitation dialog and the invitations
// waiting for an answer. Everyone else reads the list (and may leave).
export function TeamView({ orgName, team, me }: { orgName: string; team: TeamJson; me: { memberId: string; role: TeamRoleName } }) {
  const owner = me.role === "owner";
  return (
    <div className="space-y-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="section-title">Team</h1>
          <p className="mt-2 text-slate-600">
            The people who hire for {orgName}. You are {TEAM_ROLE_IN_SENTENCE[me.role]}:{" "}
            {TEAM_ROLE_DESCRIPTIONS[me.role]}
          </p>
        </div>
        {owner ? <InviteMemberDialog /> : null}
      </div>

      <HeadedSection headingId="team-members" title="Members" headingClassName="mb-4 text-xl font-semibold text-slate-900">
        <TeamMembers members={team.members} myMemberId={me.memberId} canManage={owner} />
      </HeadedSection>

      {owner ? (
        <HeadedSection headingId="team-invitations" title="Pending invitations" headingClassName="mb-4 text-xl font-semibold text-slate-900">
          <PendingInvitations invitations={team.invitations} />
        </HeadedSection>
      ) : null}
    </div>
  );
}
