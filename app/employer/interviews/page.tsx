import type { Metadata } from "next";
import { requireRole } from "@/lib/auth/guards";
import { loadAssignedInterviews } from "@/lib/teams/loaders/interviews";
import { InterviewsTable } from "@/components/teams/interviews-table";
import { FormError } from "@/components/ui/form-alert";
import { HeadedPage } from "@/components/ui/page-heading";
import { PageLinks } from "@/components/ui/page-links";
import type { SearchParams } from "@/lib/validations/common";

export const metadata: Metadata = { title: "Your interviews" };

// The applications assigned to the acting member (decisions.md section 16), 20 a page: where an
// interviewer lands, and any member's list of the candidates they interview.
export default async function InterviewsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireRole("Employer");
  const result = await loadAssignedInterviews(user, await searchParams);
  return (
    <HeadedPage
      title="Your interviews"
      intro="The applications you interview for: open one to see the candidate and submit your scorecard."
      className="py-10 sm:py-14"
    >
      <div className="mt-6">
        {result.ok ? (
          <>
            <InterviewsTable items={result.data.items} page={result.data.page} />
            <PageLinks basePath="/employer/interviews" page={result.data.page} hasNextPage={result.data.hasNextPage} />
          </>
        ) : (
          <FormError message={result.message} />
        )}
      </div>
    </HeadedPage>
  );
}
