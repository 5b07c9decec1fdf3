"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import type { TeamMember } from "@/lib/teams/contract/common";
import { changeMemberRoleAction, removeMemberAction } from "@/lib/teams/actions/members";
import { LEFT_TEAM_MESSAGE, MEMBER_REMOVED_MESSAGE, ROLE_CHANGED_MESSAGE, TEAM_ROLE_LABELS } from "@/lib/teams/rules/roles";
import { TEAM_ROLES, type TeamRoleName } from "@/lib/teams/schemas/common";
import { runAction } from "@/lib/client/run-action";
import { ConfirmActionButton } from "@/components/ui/confirm-action-button";
import { DataTable } from "@/components/ui/data-table";

// The team's members (decisions.md section 16). Owners change roles (a select per member, saved at
// once) and remove members after a confirmation; everyone may leave. Others read the list only.

const ROLE_FAILED = "Could not change the role. Please try again later.";
const REMOVE_FAILED = "Could not remove the member. Please try again later.";
const BUTTON = "rounded-lg border border-red-200 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60";

type Props = { members: TeamMember[]; myMemberId: string; canManage: boolean };

export function TeamMembers({ members, myMemberId, canManage }: Props) {
  return (
    <DataTable caption="Team members, owners first" columns={["Name", "E-mail", "Role", "Actions"]} minWidth="min-w-[40rem]">
      <tbody className="divide-y divide-slate-100 text-slate-800">
        {members.map((member) => (
          <MemberRow key={member.id} member={member} me={member.id === myMemberId} canManage={canManage} />
        ))}
      </tbody>
    </DataTable>
  );
}

function MemberRow({ member, me, canManage }: { member: TeamMember; me: boolean; canManage: boolean }) {
  const name = me ? `${member.name} (you)` : member.name;
  return (
    <tr>
      <th scope="row" className="px-4 py-2.5 font-medium break-words">
        {name}
      </th>
      <td className="px-4 py-2.5 break-all">{member.email}</td>
      <td className="px-4 py-2.5">{canManage ? <RoleSelect member={member} /> : TEAM_ROLE_LABELS[member.role]}</td>
      <td className="px-4 py-2.5 text-right">{me ? <LeaveButton member={member} /> : canManage ? <RemoveButton member={member} /> : null}</td>
    </tr>
  );
}

/** Saved on change; a refusal (the last owner) puts the select back and says why. */
function RoleSelect({ member }: { member: TeamMember }) {
  const router = useRouter();
  const [role, setRole] = useState<TeamRoleName>(member.role);
  const [pending, startTransition] = useTransition();

  function change(next: TeamRoleName) {
    setRole(next);
    startTransition(() =>
      runAction(() => changeMemberRoleAction({ memberId: member.id, role: next }), {
        successToast: ROLE_CHANGED_MESSAGE,
        errorToast: ROLE_FAILED,
        onSuccess: () => router.refresh(),
        onFailure: () => setRole(member.role),
      }),
    );
  }

  return (
    <select
      aria-label={`Role of ${member.name}`}
      className="field-control py-1.5"
      value={role}
      disabled={pending}
      onChange={(event) => change(event.target.value as TeamRoleName)}
    >
      {TEAM_ROLES.map((value) => (
        <option key={value} value={value}>
          {TEAM_ROLE_LABELS[value]}
        </option>
      ))}
    </select>
  );
}

function RemoveButton({ member }: { member: TeamMember }) {
  const router = useRouter();
  return (
    <ConfirmActionButton
      label="Remove"
      aria-label={`Remove ${member.name}`}
      className={BUTTON}
      title="Remove this member?"
      description={
        <>
          <strong className="text-slate-900">{member.name}</strong> ({member.email}) is logged out at once and can no longer act for your
          company. Their jobs, decisions and notes stay.
        </>
      }
      confirmLabel="Remove"
      pendingLabel="Removing..."
      action={() => removeMemberAction({ memberId: member.id })}
      successToast={MEMBER_REMOVED_MESSAGE}
      errorToast={REMOVE_FAILED}
      onSuccess={() => router.refresh()}
    />
  );
}

/** Leaving ends the member's own sessions: the browser then goes to the home page, logged out. */
function LeaveButton({ member }: { member: TeamMember }) {
  const router = useRouter();
  return (
    <ConfirmActionButton
      label="Leave team"
      className={BUTTON}
      title="Leave the team?"
      description="You are logged out at once and can no longer log in to this company. An owner can invite you again."
      confirmLabel="Leave team"
      pendingLabel="Leaving..."
      action={() => removeMemberAction({ memberId: member.id })}
      successToast={LEFT_TEAM_MESSAGE}
      errorToast={REMOVE_FAILED}
      onSuccess={() => {
        router.replace("/");
        router.refresh();
      }}
    />
  );
}
