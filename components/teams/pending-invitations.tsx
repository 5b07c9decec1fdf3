import { formatDateTime } from "@/lib/format/date";
import type { TeamJson } from "@/lib/teams/contract/common";
import { TEAM_ROLE_LABELS } from "@/lib/teams/rules/roles";
import { DataTable } from "@/components/ui/data-table";

// The owners' view of invitations waiting for an answer (neither accepted nor expired).
export function PendingInvitations({ invitations }: { invitations: TeamJson["invitations"] }) {
  if (invitations.length === 0) return <p className="text-slate-600">No invitations are waiting for an answer.</p>;
  return (
    <DataTable caption="Invitations waiting for an answer, newest first" columns={["E-mail", "Role", "Link valid until"]} minWidth="min-w-[32rem]">
      <tbody className="divide-y divide-slate-100 text-slate-800">
        {invitations.map((invitation) => (
          <tr key={invitation.id}>
            <th scope="row" className="px-4 py-2.5 font-medium break-all">
              {invitation.email}
            </th>
            <td className="px-4 py-2.5">{TEAM_ROLE_LABELS[invitation.role]}</td>
            <td className="px-4 py-2.5">
              <time dateTime={invitation.expiresAt}>{formatDateTime(invitation.expiresAt)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
