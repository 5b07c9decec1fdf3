import type { Metadata } from "next";
import { requireRole } from "@/lib/auth/guards";
import { loadFirstJobsPage, loadJobToRenew } from "@/lib/job-posting/loaders";
import { redirectInterviewer } from "@/lib/teams/loaders/interviews";
import type { SearchParams } from "@/lib/validations/common";
import { loadAwaitingCount } from "@/lib/desk/loaders/awaiting-decision";
import { ApplicationsDashboard } from "@/components/job-posting/applications-dashboard";
import { AwaitingDecisionNotice } from "@/components/desk/awaiting-decision-notice";

export const metadata: Metadata = { title: "Job Applications Dashboard" };

export default async function ApplicationsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireRole("Employer");
  // An interviewer manages no jobs: their dashboard is the interviews assigned to them.
  await redirectInterviewer(user);
  const [initial, renew, awaiting] = await Promise.all([
    loadFirstJobsPage(user),
    searchParams.then((params) => loadJobToRenew(user, params)),
    loadAwaitingCount(user),
  ]);
  return (
    <div className="container-page py-10 sm:py-14">
      <h1 className="section-title">Job Applications Dashboard</h1>
      {/* Candidates TalentBridge put forward wait for a decision: said first (issue 44). */}
      <div className="mt-6 empty:hidden">
        <AwaitingDecisionNotice count={awaiting} />
      </div>
      <div className="mt-6">
        <ApplicationsDashboard initial={initial} renew={renew} />
      </div>
    </div>
  );
}
