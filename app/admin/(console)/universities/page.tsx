import type { Metadata } from "next";
import type { SearchParams } from "@/lib/validations/common";
import { loadUniversities } from "@/lib/moderation/loaders";
import { UniversityCard } from "@/components/moderation/university-card";
import { matching, ModerationListPage } from "@/components/moderation/moderation-list-page";
import { MODERATION_TABS } from "@/components/moderation/status-tabs";

export const metadata: Metadata = { title: "Universities" };

// Institutes are reviewed like employers (decisions.md section 20): a pending one imports no students.
export default async function AdminUniversitiesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { query, result } = await loadUniversities(await searchParams);
  return (
    <ModerationListPage
      title="Universities"
      intro={`${result.total} ${result.total === 1 ? "university" : "universities"}${query.status ? ` ${query.status}` : ""}${matching(query.search)}, newest first.`}
      basePath="/admin/universities"
      tabs={MODERATION_TABS}
      status={query.status}
      filterLabel="Filter universities by status"
      query={query}
      result={result}
      renderItem={(university) => <UniversityCard key={university.id} university={university} headingLevel={2} />}
      emptyText="No universities found."
      search={{ value: query.search, label: "Search universities", placeholder: "Institute name or e-mail" }}
      bulk={{ kind: "university", pendingIds: result.items.filter((item) => item.status === "pending").map((item) => item.id) }}
      pagerLabel="University pages"
      twoColumns
    />
  );
}
