import Link from "next/link";
import type { AdminJobJson } from "@/lib/moderation/contract";
import { DecisionControls } from "@/components/moderation/decision-controls";
import { SelectForBulk } from "@/components/moderation/bulk-approve";
import { DecisionHistory } from "@/components/moderation/decision-history";
import { formatDate } from "@/lib/format/date";
import { jobSignalWords } from "@/lib/moderation/rules";
import { ConsoleCard } from "@/components/ui/console-card";
import { StatusBadge } from "@/components/ui/status-badge";

/** One job in the console: the full posting, its employer (with its own status) and decisions. */
export function AdminJobCard({ job, headingLevel = 3 }: { job: AdminJobJson; headingLevel?: 2 | 3 }) {
  const signals = jobSignalWords(job.signals);
  const facts: [string, string][] = [
    ["Employment type", job.employmentType],
    ["Hiring process", job.hiringProcess],
    ["Payroll", job.payroll],
    ["Openings", String(job.openings)],
    ["Minimum experience", `${job.minExperience} ${job.minExperience === 1 ? "year" : "years"}`],
    ["Qualifications", job.qualifications.join(", ")],
    ["Location", [job.city, job.state, job.country].filter(Boolean).join(", ")],
    // What the job asks candidates for is part of what the admin approves.
    ...(job.skills.length > 0 ? [["Skills", job.skills.map((s) => (s.required ? s.name : `${s.name} (nice to have)`)).join(", ")] as [string, string]] : []),
  ];
  return (
    <ConsoleCard
      headingId={`job-${job.id}`}
      headingLevel={headingLevel}
      title={job.post}
      details={
        <p className="text-sm text-slate-600">
          {job.employer.orgName} · posted <time dateTime={job.createdAt}>{formatDate(job.createdAt)}</time>
        </p>
      }
      aside={<StatusBadge status={job.status} />}
    >
      <JobSignals job={job} />
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm whitespace-pre-wrap text-slate-700">{job.description}</p>
      <div className="mt-4 rounded-lg bg-slate-50 p-3 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium">Employer:</span> {job.employer.orgName} ({job.employer.city}, {job.employer.state})
          <StatusBadge status={job.employer.status} label={`employer ${job.employer.status}`} />
        </p>
        <p className="mt-1">
          <a href={`mailto:${job.employer.email}`} className="break-all text-brand-700 underline-offset-2 hover:underline">
            {job.employer.email}
          </a>
          {job.employer.mobile ? <> · {job.employer.mobile}</> : null}
        </p>
        {job.employer.status !== "approved" ? (
          <p className="mt-1 text-slate-700">Candidates will not see this job until its employer is approved.</p>
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        {/* A flagged job is never approved in bulk (decisions.md section 20): it has no box to tick. */}
        {job.status === "pending" && signals.length === 0 ? <SelectForBulk id={job.id} name={`${job.post} at ${job.employer.orgName}`} /> : null}
        <DecisionControls kind="job" id={job.id} status={job.status} name={`${job.post} at ${job.employer.orgName}`} signals={signals} />
      </div>
      <DecisionHistory decisions={job.decisions} />
    </ConsoleCard>
  );
}

/**
 * What to check before deciding (docs/decisions/0022), in words: the amber frame is decoration only.
 * Nothing is shown when there is nothing to check.
 */
function JobSignals({ job }: { job: AdminJobJson }) {
  const { duplicateOf, feePhrases, offSiteContact } = job.signals;
  if (!duplicateOf && feePhrases.length === 0 && !offSiteContact) return null;
  const titleId = `job-${job.id}-signals`;
  return (
    <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p id={titleId} className="font-semibold">
        Signals
      </p>
      <ul aria-labelledby={titleId} className="mt-1 list-disc space-y-1 pl-5">
        {duplicateOf ? (
          <li>
            Possible duplicate of{" "}
            <Link href={`/jobs/${duplicateOf}`} className="font-medium underline underline-offset-2">
              a job posted earlier
            </Link>
          </li>
        ) : null}
        {feePhrases.length > 0 ? <li>Asks for fees: {feePhrases.join(", ")}</li> : null}
        {offSiteContact ? <li>Contact moved off the site (phone, e-mail or WhatsApp in the text)</li> : null}
      </ul>
    </div>
  );
}
