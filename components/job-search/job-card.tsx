import type { ReactNode } from "react";
import Link from "next/link";
import type { JobJson } from "@/lib/job-search/service/serialize";
import { formatYears, formatPostedDate } from "@/lib/format/date";
import { formatSalary } from "@/lib/job-search/rules/salary";
import { WORKPLACE_LABELS } from "@/lib/job-search/rules/workplace";
import { SaveJobButton } from "@/components/job-search/save-job-button";
import { VerifiedEmployerBadge } from "@/components/job-search/verified-employer-badge";
import { InvitedBadge } from "@/components/job-search/invited-badge";
import { JobCardIcon, type JobCardIconName } from "@/components/job-search/job-card-icons";

function Fact({ label, icon, children }: { label: string; icon: JobCardIconName; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="flex shrink-0 items-center gap-1.5 text-slate-600">
        <JobCardIcon name={icon} className={iconClass} />
        <span>{label}:</span>
      </dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

const iconClass = "size-4 text-brand-700";

/** The card's facts, in the order the spec lists a job's fields; Salary only when the employer gave one. */
function cardFacts(job: JobJson): { label: string; icon: JobCardIconName; value: ReactNode }[] {
  return [
    { label: "Employment type", icon: "briefcase", value: job.employmentType },
    { label: "Payroll", icon: "wallet", value: job.payroll },
    ...(job.salary ? [{ label: "Salary", icon: "banknote" as const, value: formatSalary(job.salary) }] : []),
    { label: "Openings", icon: "users", value: job.openings },
    { label: "Hiring process", icon: "clock", value: job.hiringProcess },
    { label: "Posted", icon: "calendar", value: <time dateTime={job.createdAt}>{formatPostedDate(job.createdAt)}</time> },
    { label: "Qualifications", icon: "graduation", value: job.qualifications.join(", ") },
    {
      label: "Location",
      icon: "map-pin",
      value: (
        <>
          {job.city}, {job.state}
        </>
      ),
    },
    { label: "Minimum experience", icon: "briefcase", value: formatYears(job.minExperience) },
  ];
}

const DAY_MS = 24 * 60 * 60 * 1000;
// lib/job-search/service/lifecycle.ts CLOSING_SOON_DAYS; not imported because that module pulls the Prisma client
// into the browser bundle (job cards render in the client-side job browser).
const CLOSING_SOON_DAYS = 3;

/** Whole days (rounded up) until an open job stops taking applications, when that is CLOSING_SOON_DAYS or fewer. */
export function closesInDays(job: Pick<JobJson, "isOpen" | "validThrough">, now: number = Date.now()): number | null {
  if (!job.isOpen || !job.validThrough) return null;
  const left = new Date(job.validThrough).getTime() - now;
  if (left <= 0 || left > CLOSING_SOON_DAYS * DAY_MS) return null;
  return Math.ceil(left / DAY_MS);
}

function Chip({ tone, children }: { tone: "blue" | "orange"; children: ReactNode }) {
  const colours = tone === "blue" ? "bg-sky-100 text-sky-900 ring-sky-300" : "bg-orange-100 text-orange-900 ring-orange-300";
  return <li className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${colours}`}>{children}</li>;
}

/** A card names at most this many of a job's skills; the job page lists them all. */
export const CARD_SKILLS_SHOWN = 5;

/** The job's skills as chips, required ones first (the Job JSON's order), then "+N more". */
function SkillChips({ skills }: { skills: JobJson["skills"] }) {
  if (skills.length === 0) return null;
  const shown = skills.slice(0, CARD_SKILLS_SHOWN);
  const more = skills.length - shown.length;
  return (
    <ul aria-label="Skills" className="mb-2 flex flex-wrap gap-1.5 sm:mb-3">
      {shown.map((skill) => (
        <li key={skill.id} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">
          {skill.name}
        </li>
      ))}
      {more > 0 ? <li className="px-1 py-0.5 text-xs font-medium text-slate-600">+{more} more</li> : null}
    </ul>
  );
}

/**
 * The phone's summary of the facts hidden there (issue 30: two jobs on the first screen): where, what
 * kind, and the pay. The full list stays in the card for wider screens and on the job page behind the
 * card's link, so a phone loses rows, not information.
 */
function PhoneSummary({ job }: { job: JobJson }) {
  return (
    <div className="grid gap-1 text-sm text-slate-700 sm:hidden">
      <p className="flex items-center gap-1.5">
        <JobCardIcon name="map-pin" className={iconClass} />
        <span>
          {job.city}, {job.state} · {job.employmentType}
        </span>
      </p>
      <p className="flex items-center gap-1.5 font-medium text-slate-900">
        <JobCardIcon name={job.salary ? "banknote" : "wallet"} className={iconClass} />
        <span>{job.salary ? formatSalary(job.salary) : job.payroll}</span>
      </p>
    </div>
  );
}

/**
 * One job in a list (spec section 2 'Find Jobs'): every field of the job, the post as the card's
 * heading and a link to the job page; chips for a remote or hybrid workplace and a deadline within
 * CLOSING_SOON_DAYS. `action` is the Apply control chosen by the list; `extra` sits beside it (e.g. Save);
 * `note` shows under the header, on phones too (e.g. the match of a recommended job, from the page).
 * Below `sm` (phones) the card is compact: the heading, the company, a two-line summary and the
 * actions; the other facts and the description are hidden there (CSS only, so the server render and
 * hydration do not depend on the window) and read on the job page.
 */
export function JobCard({
  job,
  action,
  extra,
  note,
  headingLevel = 2,
}: {
  job: JobJson;
  action?: ReactNode;
  extra?: ReactNode;
  note?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const closesIn = closesInDays(job);
  const hasChips = job.workplaceType !== "on_site" || closesIn !== null;
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md sm:p-5">
      <header className="mb-2 sm:mb-3">
        <Heading className="text-lg font-semibold text-slate-900">
          <Link href={`/jobs/${job.id}`} className="rounded-sm hover:text-brand-700 hover:underline">
            {job.post}
          </Link>
        </Heading>
        <p className="mt-1 flex flex-wrap items-center gap-1.5 text-sm text-slate-700">
          <JobCardIcon name="building" className={iconClass} />
          {job.organisationDetails.orgName}
          {job.employerVerified ? <VerifiedEmployerBadge /> : null}
          {job.invited ? <InvitedBadge /> : null}
        </p>
        {hasChips ? (
          <ul aria-label="Highlights" className="mt-2 flex flex-wrap gap-2">
            {job.workplaceType !== "on_site" ? <Chip tone="blue">{WORKPLACE_LABELS[job.workplaceType]}</Chip> : null}
            {closesIn !== null ? (
              // The server's and the browser's clocks may straddle an hour; the count is advisory.
              <Chip tone="orange">
                <span suppressHydrationWarning>
                  Closes in {closesIn} {closesIn === 1 ? "day" : "days"}
                </span>
              </Chip>
            ) : null}
          </ul>
        ) : null}
      </header>
      {note}
      <SkillChips skills={job.skills} />
      <PhoneSummary job={job} />
      <dl className="hidden gap-1.5 text-sm sm:grid">
        {cardFacts(job).map(({ label, icon, value }) => (
          <Fact key={label} label={label} icon={icon}>
            {value}
          </Fact>
        ))}
      </dl>
      <p className="mt-3 hidden text-sm text-slate-700 sm:line-clamp-3">{job.description}</p>
      {action || extra ? (
        <div className="mt-auto flex items-stretch gap-2 pt-3 sm:pt-4">
          {action ? <div className="flex-1">{action}</div> : null}
          {extra}
          {job.saved !== undefined ? <SaveJobButton jobId={job.id} saved={job.saved} /> : null}
        </div>
      ) : null}
    </article>
  );
}
