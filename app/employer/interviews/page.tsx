import type { Metadata } from "next";
import { requireRole } from "@/lib/auth/guards";
import { INTERVIEWS_PATH, loadInterviews } from "@/lib/teams/loaders/interviews";
import { CompanyInterviewsTable } from "@/components/teams/company-interviews-table";
import { InterviewsTable } from "@/components/teams/interviews-table";
import { FilterTabs } from "@/components/ui/filter-tabs";
import { FormError } from "@/components/ui/form-alert";
import { HeadedPage } from "@/components/ui/page-heading";
import { PageLinks } from "@/components/ui/page-links";
import type { SearchParams } from "@/lib/validations/common";

export const metadata: Metadata = { title: "Interviews" };

const MINE_PATH = `${INTERVIEWS_PATH}?view=mine`;

// Owners and recruiters see every upcoming interview of the company, and those assigned to them
// (decisions.md section 20); an interviewer lands here and sees the applications assigned to them
// (section 16). 20 a page.
export default async function InterviewsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireRole("Employer");
  const result = await loadInterviews(user, await searchParams);
  const company = result.ok && result.view === "company";
  return (
    <HeadedPage
      title={result.ok && result.manages ? "Interviews" : "Your interviews"}
      intro={
        company
          ? "Every upcoming interview of your company, soonest first: open one to see the candidate, the panel and the scorecards."
          : "The applications you interview for: open one to see the candidate and submit your scorecard."
      }
      className="py-10 sm:py-14"
    >
      {result.ok && result.manages ? (
        <div className="mt-6">
          <FilterTabs
            label="Interviews to show"
            tabs={[
              { label: "Upcoming interviews", href: INTERVIEWS_PATH, active: result.view === "company" },
              { label: "Assigned to you", href: MINE_PATH, active: result.view === "mine" },
            ]}
          />
        </div>
      ) : null}
      <div className="mt-6">
        {!result.ok ? (
          <FormError message={result.message} />
        ) : result.view === "company" ? (
          <>
            <CompanyInterviewsTable items={result.data.items} page={result.data.page} />
            <PageLinks basePath={INTERVIEWS_PATH} page={result.data.page} hasNextPage={result.data.hasNextPage} />
          </>
        ) : (
          <>
            <InterviewsTable items={result.data.items} page={result.data.page} />
            <PageLinks basePath={result.manages ? MINE_PATH : INTERVIEWS_PATH} page={result.data.page} hasNextPage={result.data.hasNextPage} />
          </>
        )}
      </div>
    </HeadedPage>
  );
}
