import type { Metadata } from "next";
import { loadCandidateSubmittals } from "@/lib/desk/loaders/submittals";
import type { SearchParams } from "@/lib/validations/common";
import { CandidateSubmittalsList } from "@/components/desk/candidate-submittals-list";
import { EmptyState } from "@/components/ui/empty-state";
import { HeadedPage } from "@/components/ui/page-heading";
import { PageLinks } from "@/components/ui/page-links";

export const metadata: Metadata = { title: "Put forward by TalentBridge", robots: { index: false } };

// The candidate's side of submittals (decisions.md section 17): TalentBridge's recruiters ask before
// putting them forward to a company; nothing reaches the company unless they accept.
export default async function CandidateSubmittalsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { submittals, page, hasNextPage } = await loadCandidateSubmittals(await searchParams);
  return (
    <HeadedPage title="Put forward by TalentBridge" intro="Our recruiters ask you before they put you forward for a job. Nothing is sent to a company unless you accept.">
      <div className="mt-6">
        {submittals.length === 0 ? (
          <EmptyState link={{ href: "/candidate/findjobs", label: "Find jobs yourself" }}>
            {page === 1 ? "No one has asked to put you forward yet." : "No more requests."}
          </EmptyState>
        ) : (
          <CandidateSubmittalsList submittals={submittals} />
        )}
      </div>
      <PageLinks basePath="/candidate/submittals" page={page} hasNextPage={hasNextPage} />
    </HeadedPage>
  );
}
