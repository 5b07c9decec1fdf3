import type { Metadata } from "next";
import { requireRole } from "@/lib/auth/guards";
import { loadAwaitingDecision } from "@/lib/desk/loaders/awaiting-decision";
import { AWAITING_DECISION_PATH, AWAITING_DECISION_TITLE, awaitingDecisionPath, awaitingDecisionText } from "@/lib/desk/rules/awaiting-decision";
import { COMPANY } from "@/lib/site/company";
import { redirectInterviewer } from "@/lib/teams/loaders/interviews";
import type { SearchParams } from "@/lib/validations/common";
import { AwaitingDecisionList } from "@/components/desk/awaiting-decision-list";
import { FormError } from "@/components/ui/form-alert";
import { HeadedPage } from "@/components/ui/page-heading";
import { PageLinks } from "@/components/ui/page-links";

export const metadata: Metadata = { title: AWAITING_DECISION_TITLE };

// Every candidate the agency put forward for the company's jobs who agreed to it and waits for the
// company's decision (issue 44), waiting longest first, 20 a page; `?jobId=` keeps one job's.
export default async function AwaitingDecisionPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireRole("Employer");
  // An interviewer decides on no candidates: their page is the interviews assigned to them.
  await redirectInterviewer(user);
  const result = await loadAwaitingDecision(user, await searchParams);
  const jobId = result.ok ? result.query.jobId : undefined;
  return (
    <HeadedPage
      title={AWAITING_DECISION_TITLE}
      intro={
        result.ok && result.data.total > 0
          ? `${awaitingDecisionText(result.data.total)}. Accept to make them applicants at Screening (you then see their full profile), or reject with a reason.`
          : `The candidates ${COMPANY.shortName} puts forward for your jobs wait here for your decision.`
      }
      link={jobId ? { href: AWAITING_DECISION_PATH, label: "All jobs" } : undefined}
      className="py-10 sm:py-14"
    >
      <div className="mt-6">
        {result.ok ? (
          <>
            <AwaitingDecisionList key={`${jobId ?? "all"}-${result.data.page}`} initial={result.data.submittals} page={result.data.page} />
            <PageLinks basePath={awaitingDecisionPath(jobId)} page={result.data.page} hasNextPage={result.data.hasNextPage} />
          </>
        ) : (
          <FormError message={result.message} />
        )}
      </div>
    </HeadedPage>
  );
}
