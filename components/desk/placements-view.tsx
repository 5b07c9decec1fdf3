import Link from "next/link";
import type { Role } from "@/lib/auth/types";
import { yearlyRupees } from "@/lib/candidate-profile/rules";
import type { PlacementJson } from "@/lib/desk/contract/common";
import { CHECK_IN_OUTCOME_LABELS, mayEditPlacementTerms } from "@/lib/desk/rules/check-ins";
import { PLACEMENT_STATUS_LABELS, withinGuarantee } from "@/lib/desk/rules/placements";
import type { PlacementsQuery } from "@/lib/desk/schemas/common";
import { formatDate, formatDay } from "@/lib/format/date";
import { DataTable } from "@/components/ui/data-table";
import { FilterTabs } from "@/components/ui/filter-tabs";
import { StatusBadge } from "@/components/ui/status-badge";
import { CheckInButton } from "@/components/desk/check-in-dialog";
import { PlacementActions } from "@/components/desk/placement-dialogs";

// /desk/placements' body (decisions.md sections 17 and 20): the filters (links, so the URL holds them),
// the table (a named region that scrolls sideways on a phone), and the pages. Every recruiter sees the
// desk's placements; "Mine" keeps their own; only a placement's own recruiter edits its terms.

const BASE = "/desk/placements";

type Filters = Pick<PlacementsQuery, "status" | "mine"> & { due?: boolean; page?: number };

function hrefOf({ status, mine, due, page }: Filters): string {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (mine) params.set("mine", "true");
  if (due) params.set("due", "true");
  if (page && page > 1) params.set("page", String(page));
  return params.size > 0 ? `${BASE}?${params}` : BASE;
}

const STATUS_TABS: { value: PlacementsQuery["status"]; label: string }[] = [
  { value: "active", label: "Active" },
  { value: "fell_through", label: "Fell through" },
  { value: undefined, label: "All" },
];

export function PlacementFilters({ query }: { query: PlacementsQuery }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <FilterTabs
        label="Filter placements by status"
        tabs={STATUS_TABS.map((tab) => ({ label: tab.label, href: hrefOf({ status: tab.value, mine: query.mine, due: query.due }), active: tab.value === query.status }))}
      />
      <FilterTabs
        label="Whose placements"
        tabs={[
          { label: "Whole desk", href: hrefOf({ status: query.status, mine: false, due: query.due }), active: !query.mine },
          { label: "Mine", href: hrefOf({ status: query.status, mine: true, due: query.due }), active: query.mine },
        ]}
      />
      <FilterTabs
        label="Check-ins"
        tabs={[
          { label: "Any", href: hrefOf({ status: query.status, mine: query.mine, due: false }), active: !query.due },
          { label: "Check-in due", href: hrefOf({ status: query.status, mine: query.mine, due: true }), active: query.due },
        ]}
      />
    </div>
  );
}

const CELL = "px-4 py-2.5 align-top";

/** The check-in column: the one due, else the last one logged. */
function CheckInCell({ placement }: { placement: PlacementJson }) {
  if (placement.checkInDue) return <StatusBadge status="due" label={`Day ${placement.checkInDue.day} check-in due`} tone="orange" />;
  if (!placement.lastCheckIn) return <span className="text-slate-600">None yet</span>;
  return (
    <span>
      {CHECK_IN_OUTCOME_LABELS[placement.lastCheckIn.outcome]}, <time dateTime={placement.lastCheckIn.createdAt}>{formatDate(placement.lastCheckIn.createdAt)}</time>
    </span>
  );
}

export function PlacementsTable({ placements, today, viewer }: { placements: PlacementJson[]; today: string; viewer: { id: string; role: Role } }) {
  return (
    <DataTable
      caption="Placements, latest start first"
      columns={["Candidate", "Job — company", "Start date", "Guarantee ends", "Annual CTC", "Status", "Check-in", "Recruiter", "Actions"]}
      className="mt-6"
      minWidth="min-w-[76rem]"
      scrollLabel="Placements"
    >
      <tbody className="divide-y divide-slate-100 text-slate-800">
        {placements.map((placement) => (
          <tr key={placement.id}>
            <th scope="row" className={`${CELL} font-medium break-words`}>
              {placement.candidate.name}
            </th>
            <td className={CELL}>
              {placement.job.post} — {placement.company.name}
            </td>
            <td className={CELL}>
              <time dateTime={placement.startDate}>{formatDay(placement.startDate)}</time>
            </td>
            <td className={CELL}>
              <time dateTime={placement.guaranteeEndsOn}>{formatDay(placement.guaranteeEndsOn)}</time>
            </td>
            <td className={CELL}>{placement.annualCtc === null ? <span className="text-slate-600">Not given</span> : yearlyRupees(placement.annualCtc)}</td>
            <td className={CELL}>
              <StatusBadge status={placement.status} label={PLACEMENT_STATUS_LABELS[placement.status]} tone={placement.status === "active" ? "green" : "red"} />
            </td>
            <td className={CELL}>{placement.status === "active" ? <CheckInCell placement={placement} /> : <span className="text-slate-600">Not needed</span>}</td>
            <td className={CELL}>{placement.recruiter?.name ?? "Former recruiter"}</td>
            <td className={CELL}>
              {placement.status === "active" ? (
                <div className="flex flex-wrap gap-2">
                  <PlacementActions
                    placement={placement}
                    withinGuarantee={withinGuarantee(placement.startDate, placement.guaranteeDays, today)}
                    mayEditTerms={mayEditPlacementTerms(viewer, { recruiterId: placement.recruiter?.id ?? null })}
                  />
                  <CheckInButton placement={placement} />
                </div>
              ) : (
                <span className="text-sm text-slate-600">None</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** Previous / Next, keeping the filters (the list has no total: it knows whether another page follows). */
export function PlacementPages({ query, hasNextPage }: { query: PlacementsQuery; hasNextPage: boolean }) {
  if (query.page <= 1 && !hasNextPage) return null;
  return (
    <nav aria-label="Pagination" className="mt-6 flex items-center justify-between">
      {query.page > 1 ? (
        <Link href={hrefOf({ ...query, page: query.page - 1 })} className="btn-outline" rel="prev">
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-700">Page {query.page}</span>
      {hasNextPage ? (
        <Link href={hrefOf({ ...query, page: query.page + 1 })} className="btn-outline" rel="next">
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
