import type { Metadata } from "next";
import type { SearchParams } from "@/lib/validations/common";
import { loadRequests } from "@/lib/moderation/loaders";
import { Pager } from "@/components/ui/pager";
import { AdminRequestCard } from "@/components/moderation/request-card";
import { REQUEST_TABS, StatusTabs } from "@/components/moderation/status-tabs";

export const metadata: Metadata = { title: "University requests" };

export default async function AdminRequestsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { query, result } = await loadRequests(await searchParams);
  return (
    <>
      <h1 className="section-title">University requests</h1>
      <p className="mt-2 text-slate-600">
        Campus placement drives and training programmes requested by universities and institutes, newest first.
      </p>
      <div className="mt-6">
        <StatusTabs basePath="/admin/requests" tabs={REQUEST_TABS} current={query.status} label="Filter requests by status" />
      </div>
      {result.items.length === 0 ? (
        <p className="mt-8 text-slate-600">No requests found.</p>
      ) : (
        <div className="mt-6 grid gap-4">
          {result.items.map((request) => (
            <AdminRequestCard key={request.id} request={request} headingLevel={2} />
          ))}
        </div>
      )}
      <Pager basePath="/admin/requests" params={{ status: query.status }} page={query.page} limit={query.limit} total={result.total} label="Request pages" />
    </>
  );
}
