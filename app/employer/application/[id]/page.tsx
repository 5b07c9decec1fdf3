import type { Metadata } from "next";
import { requireRole } from "@/lib/auth/guards";
import { loadApplicationPage } from "@/lib/teams/loaders/interviews";
import { loadThread } from "@/lib/messages/loaders";
import { ApplicantSummary } from "@/components/pipeline/applicant-details-dialog";
import { InterviewerApplicantSummary } from "@/components/pipeline/interviewer-applicant-summary";
import { JobBrief } from "@/components/pipeline/job-brief";
import { EventTimeline } from "@/components/pipeline/application-history";
import { MessageThread } from "@/components/messages/message-thread";
import { InterviewersPanel } from "@/components/teams/interviewers-panel";
import { ScorecardForm } from "@/components/teams/scorecard-form";
import { ScorecardsList } from "@/components/teams/scorecards-list";
import { HeadedPage } from "@/components/ui/page-heading";
import { HeadedSection } from "@/components/ui/headed-section";

export const metadata: Metadata = { title: "Application" };

// One application for a member of its company (decisions.md sections 16 and 20): the pipeline's
// candidate summary (an interviewer's the smaller one: skills and match, the résumé), the job with its
// description and the timeline, the team's interviewers and scorecards, and the messages thread (three
// capabilities composed here). Whatever the member may not read is a 404 (the loader).
export default async function ApplicationPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireRole("Employer");
  const { id } = await params;
  const { detail, applicant, role, interviewers, members, scorecards } = await loadApplicationPage(user, id);
  const thread = await loadThread(user, id);
  const manages = role !== "interviewer";
  const mine = scorecards.scorecards.find((card) => card.mine) ?? null;
  return (
    <HeadedPage
      title={applicant.applicant.fullName}
      intro={`Application for ${detail.job.post}`}
      link={manages ? { href: `/employer/applicant/${encodeURIComponent(detail.job.id)}`, label: "All applicants" } : { href: "/employer/interviews", label: "Your interviews" }}
      className="py-10 sm:py-14"
    >
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <HeadedSection headingId="candidate-title" title="Candidate" panel headingClassName="mb-2 text-lg font-semibold text-slate-900">
            {applicant.view === "full" ? <ApplicantSummary applicant={applicant.applicant} /> : <InterviewerApplicantSummary applicant={applicant.applicant} />}
          </HeadedSection>
          <HeadedSection headingId="job-title" title="The job" panel headingClassName="mb-2 text-lg font-semibold text-slate-900">
            <JobBrief job={detail.job} />
          </HeadedSection>
          <HeadedSection headingId="timeline-title" title="Timeline" panel>
            <EventTimeline events={detail.events} />
          </HeadedSection>
        </div>
        <div className="space-y-6">
          <InterviewersPanel applicationId={detail.id} interviewers={interviewers.interviewers} members={manages ? members : null} />
          <ScorecardForm key={mine?.updatedAt ?? "new"} applicationId={detail.id} mine={mine} />
          <ScorecardsList scorecards={scorecards} />
        </div>
      </div>
      <div className="mt-8">
        <MessageThread applicationId={detail.id} viewer="company" initial={thread} />
      </div>
    </HeadedPage>
  );
}
