import Link from "next/link";
import { formatPostedDate } from "@/lib/format/date";
import type { ApplicationJson } from "@/lib/job-search/service/application-json";
import { threadPath } from "@/lib/messages/rules";
import { isOpenStage } from "@/lib/pipeline/rules";
import { ApplicationTimeline } from "@/components/applications/application-timeline";
import { InterviewDetails } from "@/components/applications/interview-details";
import { StageBadge } from "@/components/applications/stage-badge";
import { WithdrawButton } from "@/components/applications/withdraw-button";

/**
 * One application on /candidate/applications: the job, its stage, the interview, the history, its
 * messages and Withdraw. The application's own page (its messages) shows it without the Messages link.
 */
export function ApplicationCard({ application: a, messagesLink = true }: { application: ApplicationJson; messagesLink?: boolean }) {
  const titleId = `application-${a.id}`;
  const orgName = a.job.organisationDetails.orgName;
  // No link for a removed job: its page (and thread) may be gone with it.
  const showMessages = messagesLink && !a.jobRemoved;
  const canWithdraw = isOpenStage(a.status);
  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {a.jobRemoved ? (
              <>
                <span className="text-slate-700">{a.job.post}</span>{" "}
                <span className="ml-1 rounded-full bg-slate-200 px-2 py-0.5 align-middle text-xs font-semibold text-slate-800">Job removed</span>
              </>
            ) : (
              <Link href={`/jobs/${a.job.id}`} className="text-brand-700 hover:underline">
                {a.job.post}
              </Link>
            )}
          </h2>
          <p className="text-sm text-slate-700">{orgName}</p>
          <p className="mt-1 text-sm text-slate-700">
            Applied on <time dateTime={a.createdAt}>{formatPostedDate(a.createdAt)}</time>
          </p>
        </div>
        <p className="flex items-center gap-2 text-sm">
          <span className="sr-only">Status:</span>
          <StageBadge status={a.status} />
        </p>
      </div>

      {a.status === "interview" && a.interview ? (
        <section aria-labelledby={`${titleId}-interview`} className="mt-4 rounded-lg border border-orange-200 bg-orange-50 p-4">
          <h3 id={`${titleId}-interview`} className="mb-2 text-sm font-semibold text-slate-900">
            Interview
          </h3>
          <InterviewDetails interview={a.interview} />
        </section>
      ) : null}

      <ApplicationTimeline events={a.events} headingId={`${titleId}-history`} />

      {showMessages || canWithdraw ? (
        <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
          {showMessages ? (
            // The visible word starts the name (WCAG 2.5.3); the job tells the cards' links apart.
            <Link href={threadPath("candidate", a.id)} aria-label={`Messages about ${a.job.post}`} className="btn-outline mr-auto">
              Messages
            </Link>
          ) : null}
          {canWithdraw ? <WithdrawButton applicationId={a.id} jobTitle={a.job.post} orgName={orgName} /> : null}
        </div>
      ) : null}
    </article>
  );
}
