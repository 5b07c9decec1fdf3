import type { Metadata } from "next";
import { loadMyApplications } from "@/lib/applications/loaders";
import type { SearchParams } from "@/lib/validations/common";
import { HeadedPage } from "@/components/ui/page-heading";
import { EmptyState } from "@/components/ui/empty-state";
import { PageLinks } from "@/components/ui/page-links";
import { ApplicationCard } from "@/components/applications/application-card";

export const metadata: Metadata = { title: "My Applications", robots: { index: false } };

// The candidate's applications, newest first, 20 a page: each with its stage, history and Withdraw.
export default async function MyApplicationsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { applications, page, hasNextPage } = await loadMyApplications(await searchParams);

  return (
    <HeadedPage title="My Applications" link={{ href: "/candidate/findjobs", label: "Find Jobs" }}>
      {applications.length === 0 ? (
        <EmptyState>
          {page === 1 ? "You have not applied to any jobs yet." : "No more applications."}
        </EmptyState>
      ) : (
        <ul aria-label="Your job applications, newest first" className="space-y-4">
          {applications.map((a) => (
            <li key={a.id}>
              <ApplicationCard application={a} />
            </li>
          ))}
        </ul>
      )}
      <PageLinks basePath="/candidate/applications" page={page} hasNextPage={hasNextPage} />
    </HeadedPage>
  );
}
