import { formatDate } from "@/lib/format/date";
import type { StaffMemberJson } from "@/lib/accounts/contract";
import { STAFF_ROLES, type StaffRole } from "@/lib/accounts/rules/roles";
import { DataTable } from "@/components/ui/data-table";
import { FilterTabs } from "@/components/ui/filter-tabs";
import { StatusBadge } from "@/components/ui/status-badge";
import { StaffActions } from "@/components/accounts/staff-actions";

// The console's Staff page body: a role filter (links, so the URL holds it) and the accounts as a table.

const FILTERS: { value: StaffRole | undefined; label: string }[] = [
  { value: undefined, label: "All" },
  // "Finance" names the team already (no "Finances").
  ...STAFF_ROLES.map((role) => ({ value: role, label: role === "Finance" ? role : `${role}s` })),
];

export function StaffRoleFilter({ basePath, current }: { basePath: string; current?: StaffRole }) {
  const tabs = FILTERS.map((filter) => ({
    label: filter.label,
    href: filter.value ? `${basePath}?role=${filter.value}` : basePath,
    active: filter.value === current,
  }));
  return <FilterTabs label="Filter staff by role" tabs={tabs} />;
}

export function StaffTable({ staff }: { staff: StaffMemberJson[] }) {
  if (staff.length === 0) return <p className="mt-8 text-slate-600">No staff accounts yet.</p>;
  return (
    <DataTable caption="Staff accounts, newest first" columns={["Name", "E-mail", "Role", "Added", "Password", "Account"]} className="mt-6" minWidth="min-w-[56rem]">
      <tbody className="divide-y divide-slate-100 text-slate-800">
        {staff.map((member) => (
          <tr key={member.id}>
            <th scope="row" className="px-4 py-2.5 font-medium break-words">{member.name}</th>
            <td className="px-4 py-2.5 break-all">
              <a href={`mailto:${member.email}`} className="text-brand-700 underline-offset-2 hover:underline">
                {member.email}
              </a>
            </td>
            <td className="px-4 py-2.5">{member.role}</td>
            <td className="px-4 py-2.5">
              <time dateTime={member.createdAt}>{formatDate(member.createdAt)}</time>
            </td>
            <td className="px-4 py-2.5">
              {member.passwordSet ? (
                <StatusBadge status="set" label="Set" tone="green" />
              ) : (
                <StatusBadge status="not-set" label="Not set yet" tone="orange" />
              )}
            </td>
            <td className="px-4 py-2.5">
              <div className="flex flex-wrap items-center gap-2">
                {member.active ? null : <StatusBadge status="deactivated" label="Deactivated" tone="red" />}
                <StaffActions member={member} />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
