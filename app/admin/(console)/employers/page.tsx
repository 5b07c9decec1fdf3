import type { Metadata } from "next";
import type { SearchParams } from "@/lib/validations/common";
import { loadEmployers } from "@/lib/moderation/loaders";
import { EmployerCard } from "@/components/moderation/employer-card";
import { Pager } from "@/components/ui/pager";
import { MODERATION_TABS, StatusTabs } from "@/components/moderation/status-tabs";

export const metadata: Metadata = { title: "Employers" };

export default async function AdminEmployersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { query, result } = await loadEmployers(await searchParams);
  return (
    <>
      <h1 className="section-title">Employers</h1>
      <p className="mt-2 text-slate-600">{result.total} {result.total === 1 ? "employer" : "employers"}{query.status ? ` ${query.status}` : ""}, newest first.</p>
      <div className="mt-6">
        <StatusTabs basePath="/admin/employers" tabs={MODERATION_TABS} current={query.status} label="Filter employers by status" />
      </div>
      {result.items.length === 0 ? (
        <p className="mt-8 text-slate-600">No employers found.</p>
      ) : (
        <div className="mt-6 grid gap-4 lg:grid-cols-2">
          {result.items.map((employer) => (
            <EmployerCard key={employer.id} employer={employer} headingLevel={2} />
          ))}
        </div>
      )}
      <Pager basePath="/admin/employers" params={{ status: query.status }} page={query.page} limit={query.limit} total={result.total} label="Employer pages" />
    </>
  );
}
