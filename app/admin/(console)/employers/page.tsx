import type { Metadata } from "next";
import type { SearchParams } from "@/lib/validations/common";
import { loadEmployers } from "@/lib/moderation/loaders";
import { employerSignalWords } from "@/lib/moderation/rules";
import { EmployerCard } from "@/components/moderation/employer-card";
import { matching, ModerationListPage } from "@/components/moderation/moderation-list-page";
import { MODERATION_TABS } from "@/components/moderation/status-tabs";

export const metadata: Metadata = { title: "Employers" };

export default async function AdminEmployersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { query, result } = await loadEmployers(await searchParams);
  return (
    <ModerationListPage
      title="Employers"
      intro={`${result.total} ${result.total === 1 ? "employer" : "employers"}${query.status ? ` ${query.status}` : ""}${matching(query.search)}, newest first.`}
      basePath="/admin/employers"
      tabs={MODERATION_TABS}
      status={query.status}
      filterLabel="Filter employers by status"
      query={query}
      result={result}
      renderItem={(employer) => <EmployerCard key={employer.id} employer={employer} headingLevel={2} />}
      emptyText="No employers found."
      search={{ value: query.search, label: "Search employers", placeholder: "Organisation name or e-mail" }}
      // Flagged employers stay out of "Select all" (decisions.md section 20): each is decided on its own.
      bulk={{
        kind: "employer",
        pendingIds: result.items.filter((item) => item.status === "pending" && employerSignalWords(item.signals).length === 0).map((item) => item.id),
        flagged: result.items.filter((item) => item.status === "pending" && employerSignalWords(item.signals).length > 0).length,
      }}
      pagerLabel="Employer pages"
      twoColumns
    />
  );
}
