import type { Metadata } from "next";
import { requireRole } from "@/lib/auth/guards";
import { loadEmployerStatus, loadReviewHints } from "@/lib/employers/loaders";
import { AccountStatusDialog } from "@/components/employers/account-status-dialog";
import { PostJobForm } from "@/components/job-posting/post-job-form";
import { SkillSearch } from "@/components/skills/skill-search";
import { loadPostJobDefaults } from "@/lib/job-posting/loaders";
import { redirectInterviewer } from "@/lib/teams/loaders/interviews";

export const metadata: Metadata = { title: "Post a Job" };

// The status is read on the server while loading.tsx shows the spinner; the API refuses
// posting by non-approved employers (403) whatever this page shows.
export default async function PostJobsPage() {
  const user = await requireRole("Employer");
  // An interviewer posts no jobs: their home is the interviews assigned to them.
  await redirectInterviewer(user);
  const status = await loadEmployerStatus(user);
  // A pending company is told where it stands on the checks that speed its review (issue 30).
  const hints = status === "pending" ? await loadReviewHints(user) : null;
  return (
    <div className="container-page py-10 sm:py-14">
      <h1 className="section-title">Post a Job</h1>
      {status === "approved" ? (
        <>
          <p className="mt-2 text-slate-600">New jobs are reviewed by our team before candidates can see them.</p>
          <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <PostJobForm location={await loadPostJobDefaults(user)} skillPicker={SkillSearch} />
          </div>
        </>
      ) : (
        <AccountStatusDialog status={status} hints={hints} />
      )}
    </div>
  );
}
