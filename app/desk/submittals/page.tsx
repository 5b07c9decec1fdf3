import type { Metadata } from "next";
import { SUBMITTAL_STATUSES } from "@/lib/desk/contract/common";
import { DESK_PAGE_SIZE } from "@/lib/desk/schemas/common";
import { DESK_STATUS_LABELS } from "@/lib/desk/rules/submittals";
import { loadDeskSubmittals } from "@/lib/desk/loaders/submittals";
import type { SearchParams } from "@/lib/validations/common";
import { DeskSubmittalsTable } from "@/components/desk/desk-submittals-table";
import { ConsoleHeading } from "@/components/ui/console-heading";
import { EmptyState } from "@/components/ui/empty-state";
import { FilterTabs } from "@/components/ui/filter-tabs";
import { Pager } from "@/components/ui/pager";

export const metadata: Metadata = { title: "Submittals" };

const BASE = "/desk/submittals";

// The recruiter's submittals (decisions.md section 17): newest first, by status, 20 a page.
export default async function DeskSubmittalsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { query, data } = await loadDeskSubmittals(await searchParams);
  const tabs = [
    { label: "All", href: BASE, active: !query.status },
    ...SUBMITTAL_STATUSES.map((status) => ({ label: DESK_STATUS_LABELS[status], href: `${BASE}?status=${status}`, active: query.status === status })),
  ];
  return (
    <div className="container-page py-10 sm:py-14">
      <ConsoleHeading
        title="Submittals"
        intro="The candidates you put forward: each is asked first, then the company decides."
        link={{ href: "/desk/candidates", label: "Find candidates" }}
      />
      <div className="mt-6">
        <FilterTabs label="Submittals by status" tabs={tabs} />
      </div>
      {data.submittals.length === 0 ? (
        <div className="mt-6">
          <EmptyState link={query.page === 1 ? { href: "/desk/candidates", label: "Find a candidate to put forward" } : undefined}>
            {query.page > 1 ? "No more submittals." : query.status ? "No submittals in this state." : "You have not put anyone forward yet."}
          </EmptyState>
        </div>
      ) : (
        <DeskSubmittalsTable submittals={data.submittals} />
      )}
      <Pager basePath={BASE} params={{ status: query.status }} page={data.page} limit={DESK_PAGE_SIZE} total={data.total} label="Submittals pages" />
    </div>
  );
}
