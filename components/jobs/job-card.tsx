import type { ReactNode } from "react";
import Link from "next/link";
import { Briefcase, Building2, CalendarDays, GraduationCap, MapPin, Users, Wallet, Clock } from "lucide-react";
import type { JobJson } from "@/lib/jobs/serialize";
import { formatYears, formatPostedDate } from "@/lib/format/date";

function Fact({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="flex shrink-0 items-center gap-1.5 text-slate-600">
        {icon}
        <span>{label}:</span>
      </dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

const icon = "size-4 text-brand-700";

/**
 * One job in a list (spec section 2 'Find Jobs'): every field of the job, the post as the card's
 * heading and a link to the job page. `action` is the Apply control chosen by the list.
 */
export function JobCard({ job, action, headingLevel = 2 }: { job: JobJson; action?: ReactNode; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md">
      <header className="mb-3">
        <Heading className="text-lg font-semibold text-slate-900">
          <Link href={`/jobs/${job.id}`} className="rounded-sm hover:text-brand-700 hover:underline">
            {job.post}
          </Link>
        </Heading>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700">
          <Building2 aria-hidden="true" className={icon} />
          {job.organisationDetails.orgName}
        </p>
      </header>
      <dl className="grid gap-1.5 text-sm">
        <Fact label="Employment type" icon={<Briefcase aria-hidden="true" className={icon} />}>
          {job.employmentType}
        </Fact>
        <Fact label="Payroll" icon={<Wallet aria-hidden="true" className={icon} />}>
          {job.payroll}
        </Fact>
        <Fact label="Openings" icon={<Users aria-hidden="true" className={icon} />}>
          {job.openings}
        </Fact>
        <Fact label="Hiring process" icon={<Clock aria-hidden="true" className={icon} />}>
          {job.hiringProcess}
        </Fact>
        <Fact label="Posted" icon={<CalendarDays aria-hidden="true" className={icon} />}>
          <time dateTime={job.createdAt}>{formatPostedDate(job.createdAt)}</time>
        </Fact>
        <Fact label="Qualifications" icon={<GraduationCap aria-hidden="true" className={icon} />}>
          {job.qualifications.join(", ")}
        </Fact>
        <Fact label="Location" icon={<MapPin aria-hidden="true" className={icon} />}>
          {job.city}, {job.state}
        </Fact>
        <Fact label="Minimum experience" icon={<Briefcase aria-hidden="true" className={icon} />}>
          {formatYears(job.minExperience)}
        </Fact>
      </dl>
      <p className="mt-3 line-clamp-3 text-sm text-slate-700">{job.description}</p>
      {action ? <div className="mt-auto pt-4">{action}</div> : null}
    </article>
  );
}
