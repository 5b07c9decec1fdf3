import type { Metadata } from "next";
import type { ReactNode } from "react";
import Link from "next/link";
import { ApplyButton } from "@/components/job-search/apply-button";
import { SaveJobButton } from "@/components/job-search/save-job-button";
import { VerifiedEmployerBadge } from "@/components/job-search/verified-employer-badge";
import { InvitedBadge } from "@/components/job-search/invited-badge";
import { JobPostingJsonLd } from "@/components/job-search/job-posting-json-ld";
import { JobSkillsList } from "@/components/job-search/job-skills-list";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { formatYears, formatPostedDate } from "@/lib/format/date";
import { formatSalary } from "@/lib/job-search/rules/salary";
import { WORKPLACE_LABELS } from "@/lib/job-search/rules/workplace";
import { JOB_CLOSED_MESSAGE } from "@/lib/job-search/rules/lifecycle-state";
import type { JobJson } from "@/lib/job-search/service/serialize";
import type { SessionUser } from "@/lib/auth/types";
import { withNext } from "@/lib/site/next-path";

const JOB_CLOSED_TEXT = `${JOB_CLOSED_MESSAGE}.`;

/** The page's title, description and robots rule; the canonical is always /jobs/<id>. */
export function jobPageMetadata(job: JobJson | null): Metadata {
  if (!job) return { title: "Job not found", robots: { index: false } };
  const title = `${job.post} at ${job.organisationDetails.orgName}`;
  const pay = job.salary ? formatSalary(job.salary) : job.payroll;
  const description = `${job.employmentType} · ${WORKPLACE_LABELS[job.workplaceType]} · ${job.city}, ${job.state} · ${pay}. ${job.description}`.slice(0, 300);
  return {
    title,
    description,
    alternates: { canonical: `/jobs/${job.id}` },
    openGraph: { title, description, url: `/jobs/${job.id}`, type: "website", locale: "en_IN" },
    // Only open jobs are indexed: an owner's pending job must not leak to crawlers, and a closed one
    // (shown for 30 days, then 410) must leave the index.
    robots: job.isOpen ? undefined : { index: false },
  };
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-0.5 font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

function DateText({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatPostedDate(iso)}</time>;
}

/** Approved but no longer open: closed by its employer, filled, or past its date. */
function ClosedNotice({ job }: { job: JobJson }) {
  const closedOn = job.closedAt ?? job.validThrough;
  return (
    <div className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">{JOB_CLOSED_TEXT}</p>
      <p className="mt-1 text-sm">
        {closedOn ? (
          <>
            Closed on <DateText iso={closedOn} />.{" "}
          </>
        ) : null}
        <Link href="/jobs" className="font-semibold underline">
          Browse open jobs
        </Link>
      </p>
    </div>
  );
}

/** Approved but hidden by reports from job seekers until an admin decides (decisions.md section 12). */
function UnderReviewNotice() {
  return (
    <div className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">This job is under review after reports from job seekers.</p>
      <p className="mt-1 text-sm">
        <Link href="/jobs" className="font-semibold underline">
          Browse open jobs
        </Link>
      </p>
    </div>
  );
}

/**
 * A job's own page: everything about it, structured data for search engines and the way to apply.
 * `user` is null for a visitor (the cached copy, app/(marketing)/job-page) and the viewer otherwise;
 * `reportButton` is job-reports' "Report this job", composed by the page. What matters comes first, on a
 * phone too: title, company and place, the pay (once), Apply, the candidate's match; then the facts.
 */
export function JobPageView({
  job,
  user,
  reportButton,
  matchSummary,
}: {
  job: JobJson;
  user: Pick<SessionUser, "role"> | null;
  reportButton: ReactNode;
  /** The candidate's match and fit (matching's MatchSummary, composed by the page); none for others. */
  matchSummary?: ReactNode;
}) {
  const closed = job.status === "approved" && !job.isOpen;
  const website = job.organisationDetails.website;
  const jobPath = `/jobs/${job.id}`;
  const pay = job.salary ? formatSalary(job.salary) : job.payroll;
  // Apply for a candidate, Login to Apply for a visitor; employers and admins only read.
  const applyOffered = job.isOpen && (user?.role === "Candidate" || !user);
  const applyControls =
    user?.role === "Candidate" ? (
      <ApplyButton jobId={job.id} post={job.post} applied={job.applied ?? false} />
    ) : (
      <div className="flex gap-2 sm:flex-col">
        {/* Back to this job after signing up or logging in (decisions.md section 19). */}
        <Link href={withNext("/login", jobPath)} className="btn-primary flex-1">
          Login to Apply
        </Link>
        <Link href={withNext("/signup", jobPath)} className="btn-outline flex-1">
          Create Account
        </Link>
      </div>
    );

  return (
    <div className="container-page py-10">
      <JobPostingJsonLd job={job} />
      <Breadcrumb parents={[{ href: "/jobs", label: "Find Jobs" }]} current={job.post} tone="light" />
      <article className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">{job.post}</h1>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-lg text-slate-700">
              <span>
                {job.organisationDetails.orgName} · {job.city}, {job.state}
              </span>
              {job.employerVerified ? <VerifiedEmployerBadge size="md" /> : null}
              {job.invited ? <InvitedBadge size="md" /> : null}
            </p>
            <p className="mt-1 text-lg font-semibold text-slate-900">
              <span className="sr-only">Pay: </span>
              <span>{pay}</span>
            </p>
            {website ? (
              <p className="mt-1 text-sm">
                <a href={website} rel="nofollow noopener noreferrer" target="_blank" className="text-brand-700 underline">
                  Company website<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </p>
            ) : null}
            {job.status !== "approved" ? (
              <p className="mt-2 inline-block rounded-full bg-orange-100 px-3 py-1 text-sm font-semibold text-orange-800">
                Status: {job.status === "pending" ? "Pending approval" : "Rejected"}
              </p>
            ) : null}
          </div>
          {applyOffered ? <div className="hidden sm:block sm:w-56">{applyControls}</div> : null}
          {/* Candidates only (saved is set for them); a closed job can be unsaved but not saved. */}
          {job.saved !== undefined && (job.isOpen || job.saved) ? <SaveJobButton jobId={job.id} saved={job.saved} /> : null}
        </header>
        {job.underReview ? <UnderReviewNotice /> : closed ? <ClosedNotice job={job} /> : null}
        {matchSummary ? (
          <section aria-label="Your match" className="mt-4">
            {matchSummary}
          </section>
        ) : null}
        <dl className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Row label="Employment type">{job.employmentType}</Row>
          <Row label="Workplace">
            {WORKPLACE_LABELS[job.workplaceType]}
            {job.workplaceType === "remote" ? ` (applicants in ${job.country})` : null}
          </Row>
          {/* The pay is in the header; the payroll text joins the facts only beside a structured salary. */}
          {job.salary ? <Row label="Payroll">{job.payroll}</Row> : null}
          <Row label="Openings">{job.openings}</Row>
          <Row label="Hiring process">{job.hiringProcess}</Row>
          <Row label="Minimum experience">{formatYears(job.minExperience)}</Row>
          <Row label="Qualifications">{job.qualifications.join(", ")}</Row>
          <Row label="Location">
            {job.city}, {job.state}, {job.country}
          </Row>
          <Row label="Posted">
            <DateText iso={job.createdAt} />
          </Row>
          {job.isOpen && job.validThrough ? (
            <Row label="Apply before">
              <DateText iso={job.validThrough} />
            </Row>
          ) : null}
        </dl>
        <section className="mt-8" aria-labelledby="job-description">
          <h2 id="job-description" className="text-xl font-semibold text-slate-900">
            Job description
          </h2>
          <p className="mt-3 whitespace-pre-line text-slate-800">{job.description}</p>
        </section>
        <JobSkillsList skills={job.skills} />
        {/* Anyone may report a public job; employers and admins have their own ways (the service refuses the owner). */}
        {job.status === "approved" && user?.role !== "Employer" && user?.role !== "Admin" ? (
          <footer className="mt-8 border-t border-slate-200 pt-4">
            {reportButton}
          </footer>
        ) : null}
      </article>
      {applyOffered ? (
        // Phones: Apply in reach after the description (issue 30). Sticky at the bottom of the screen
        // while the page scrolls, it comes to rest below the article, so it never covers the page's
        // end. The header's copy is display:none here (and this one on wider screens), so only one
        // is ever in the accessibility tree.
        <div className="sticky bottom-0 z-30 -mx-4 mt-6 border-t border-slate-200 bg-white p-3 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] sm:hidden">
          {applyControls}
        </div>
      ) : null}
    </div>
  );
}
