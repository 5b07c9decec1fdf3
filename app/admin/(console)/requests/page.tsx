import type { Metadata } from "next";
import type { SearchParams } from "@/lib/validations/common";
import { loadRequests } from "@/lib/moderation/loaders";
import { matching, ModerationListPage } from "@/components/moderation/moderation-list-page";
import { AdminRequestCard } from "@/components/moderation/request-card";
import { REQUEST_TABS } from "@/components/moderation/status-tabs";

export const metadata: Metadata = { title: "University requests" };

export default async function AdminRequestsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { query, result } = await loadRequests(await searchParams);
  return (
    <ModerationListPage
      title="University requests"
      intro={`Campus placement drives and sponsored batches requested by universities and institutes${matching(query.search)}, newest first.`}
      basePath="/admin/requests"
      tabs={REQUEST_TABS}
      status={query.status}
      filterLabel="Filter requests by status"
      query={query}
      result={result}
      renderItem={(request) => <AdminRequestCard key={request.id} request={request} headingLevel={2} />}
      emptyText="No requests found."
      search={{ value: query.search, label: "Search requests", placeholder: "Programme or institute" }}
      bulk={{ kind: "request", pendingIds: result.items.filter((item) => item.status === "pending").map((item) => item.id) }}
      pagerLabel="Request pages"
    />
  );
}
