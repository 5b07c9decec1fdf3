import Link from "next/link";
import type { ReactNode } from "react";
import { Briefcase, CalendarDays, GraduationCap, Trash2, Users, Wallet, Clock, Handshake } from "lucide-react";
import type { JobJson } from "@/lib/job-search/service/serialize";
import { formatDate, formatYears } from "@/lib/format/date";
import { awaitingDecisionPath, awaitingDecisionText } from "@/lib/desk/rules/awaiting-decision";
import { canCloseJob, canRenewJob, jobEndText, JobStateBadge } from "@/components/job-posting/job-state-badge";

function Detail({ icon: Icon, label, children }: { icon: typeof Briefcase; label: string; children: ReactNode }) {
  return (
    // The group's only children are its dt and dd (axe's definition-list rule); the icon sits in the dt.
    <div className="relative pl-6">
      <dt className="text-xs font-medium text-slate-500">
        <Icon aria-hidden="true" className="absolute top-0.5 left-0 size-4 text-brand-700" />
        {label}
      </dt>
      <dd className="text-sm text-slate-800">{children}</dd>
    </div>
  );
}

/**
 * One job on the applications dashboard; `newCount` is its applications still at Applied (not yet
 * looked at), `awaitingCount` the candidates TalentBridge put forward who wait for a decision (a link
 * to them: they are not applications yet, so "View Applications" does not count them). The badge and the line under it say where the job is in its lifecycle; Close shows
 * while the job can be closed, Renew for every approved job.
 */
export function EmployerJobCard({
  job,
  count,
  newCount = 0,
  awaitingCount = 0,
  onDelete,
  onClose,
  onRenew,
}: {
  job: JobJson;
  count: number;
  newCount?: number;
  awaitingCount?: number;
  onDelete: (job: JobJson) => void;
  onClose?: (job: JobJson) => void;
  onRenew?: (job: JobJson) => void;
}) {
  const titleId = `job-${job.id}-title`;
  const endText = jobEndText(job);
  return (
    <article aria-labelledby={titleId} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="truncate text-lg font-semibold text-slate-900">
            {job.post}
          </h2>
          <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
            <JobStateBadge job={job} />
            {endText ? <span className="text-xs text-slate-600">{endText}</span> : null}
          </div>
        </div>
        <button
          type="button"
          aria-label="Delete"
          title={`Delete ${job.post}`}
          onClick={() => onDelete(job)}
          className="rounded-lg p-2 text-red-700 hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      </div>
      <dl className="mt-4 grid flex-1 grid-cols-2 gap-3">
        <Detail icon={Briefcase} label="Employment Type">
          {job.employmentType}
        </Detail>
        <Detail icon={Users} label="Openings">
          {job.openings}
        </Detail>
        <Detail icon={CalendarDays} label="Posted On">
          <time dateTime={job.createdAt}>{formatDate(job.createdAt)}</time>
        </Detail>
        <Detail icon={Handshake} label="Hiring Process">
          {job.hiringProcess}
        </Detail>
        <Detail icon={GraduationCap} label="Qualifications">
          {job.qualifications.join(", ")}
        </Detail>
        <Detail icon={Clock} label="Minimum Experience">
          {formatYears(job.minExperience)}
        </Detail>
        <Detail icon={Wallet} label="Payroll">
          {job.payroll}
        </Detail>
      </dl>
      <div className="mt-5 flex items-center gap-3">
        <Link href={`/employer/applicant/${job.id}`} className="btn-primary flex-1">
          View Applications ({count})
        </Link>
        {newCount > 0 ? (
          <span className="shrink-0 rounded-full bg-sky-100 px-2.5 py-1 text-xs font-semibold text-sky-800 ring-1 ring-sky-300 ring-inset">
            {newCount} new
          </span>
        ) : null}
      </div>
      {awaitingCount > 0 ? (
        <p className="mt-3 text-sm">
          <Link href={awaitingDecisionPath(job.id)} className="font-semibold text-sky-900 underline underline-offset-2">
            {awaitingDecisionText(awaitingCount)}
            <span className="sr-only"> for {job.post}</span>
          </Link>
        </p>
      ) : null}
      {(onClose && canCloseJob(job)) || (onRenew && canRenewJob(job)) ? (
        <div className="mt-3 flex gap-3">
          {onRenew && canRenewJob(job) ? (
            <button type="button" onClick={() => onRenew(job)} className="btn-outline flex-1">
              Renew job
            </button>
          ) : null}
          {onClose && canCloseJob(job) ? (
            <button type="button" onClick={() => onClose(job)} className="btn-outline flex-1">
              Close job
            </button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
