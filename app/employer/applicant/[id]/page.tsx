import type { Metadata } from "next";
import { requireRole } from "@/lib/auth/guards";
import { loadJobApplicants } from "@/lib/pipeline/loaders";
import { ApplicantsView } from "@/components/pipeline/applicants-view";
import { MatchingCandidatesPanel } from "@/components/matching/matching-candidates-panel";
import { CompanySubmittalsPanel } from "@/components/desk/company-submittals-panel";

export const metadata: Metadata = { title: "Applicants" };

// Only the job's owner sees it: another employer's job (or a deleted one) is a 404. Three capabilities
// meet here: the pipeline's applicants, and in tabs beside them (slots) matching's candidates and the
// desk's candidates submitted by TalentBridge.
export default async function ApplicantsPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireRole("Employer");
  const { id } = await params;
  const result = await loadJobApplicants(user, id);
  return (
    <div className="container-page py-10 sm:py-14">
      {result.ok ? (
        <ApplicantsView
          key={id}
          jobId={id}
          initial={result.data}
          matching={<MatchingCandidatesPanel jobId={id} hasSkills={result.data.job.skills.length > 0} canInvite={result.data.job.isOpen} />}
          submittals={<CompanySubmittalsPanel jobId={id} />}
        />
      ) : (
        <ApplicantsView key={id} jobId={id} initial={null} initialError={result.message} />
      )}
    </div>
  );
}
