import type { ReactNode } from "react";
import Link from "next/link";
import { MatchSummary } from "@/components/matching/match-summary";
import { findJobsViewHref } from "@/components/matching/find-jobs-views";
import type { RecommendedJob } from "@/lib/matching/contract/recommended";
import { RECOMMENDED_MIN_SCORE } from "@/lib/skills/rules/score";

/** The profile wizard opened at its Job Profile step, where the skills are edited. */
export const ADD_SKILLS_HREF = "/candidate/profile?step=job-profile";

function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mx-auto mt-2 max-w-xl space-y-4 text-slate-700">{children}</div>
    </div>
  );
}

/**
 * The candidate's recommended jobs (decisions.md section 14), best first, each with its match. The
 * cards come from the page (`renderCard`: job search owns the job card; this capability gives the
 * match to show in it). Empty: without skills, how to add them; with skills, that nothing matches yet.
 */
export function RecommendedJobs({
  jobs,
  hasSkills,
  renderCard,
}: {
  jobs: readonly RecommendedJob[];
  hasSkills: boolean;
  renderCard: (job: RecommendedJob, match: ReactNode) => ReactNode;
}) {
  if (!hasSkills) {
    return (
      <EmptyState title="Add your skills to see recommended jobs">
        <p>We recommend open jobs that match the skills in your profile. Add the skills you have, and the jobs that need them show up here.</p>
        <p>
          <Link href={ADD_SKILLS_HREF} className="btn-primary">
            Add skills in your profile
          </Link>
        </p>
      </EmptyState>
    );
  }
  if (jobs.length === 0) {
    return (
      <EmptyState title="No jobs match your skills well yet">
        <p>
          We recommend open jobs where your skills cover at least {RECOMMENDED_MIN_SCORE}% of what the employer asks for. New jobs are
          posted every day; adding more of your skills helps too.
        </p>
        <p className="flex flex-wrap justify-center gap-3">
          <Link href={ADD_SKILLS_HREF} className="btn-outline">
            Update your skills
          </Link>
          <Link href={findJobsViewHref("all")} className="btn-outline">
            Browse all jobs
          </Link>
        </p>
      </EmptyState>
    );
  }
  return (
    <section aria-label="Recommended jobs">
      <p className="mb-3 text-sm text-slate-700 sm:mb-4">
        {jobs.length === 1 ? "1 open job" : `${jobs.length} open jobs`} where your skills cover at least {RECOMMENDED_MIN_SCORE}% of what the
        employer asks for, best match first.
      </p>
      <ul className="grid grid-cols-1 gap-4 sm:gap-6 md:grid-cols-2 lg:grid-cols-3">
        {jobs.map((job) => (
          <li key={job.id}>{renderCard(job, <MatchSummary match={job.match} skills={job.skills} />)}</li>
        ))}
      </ul>
    </section>
  );
}
