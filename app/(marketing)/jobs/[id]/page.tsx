import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { JobPageView, jobPageMetadata } from "@/components/job-search/job-page-view";
import { ReportJobButton } from "@/components/job-reports/report-job-button";
import { MatchSummary } from "@/components/matching/match-summary";
import { getCurrentUser } from "@/lib/auth/guards";
import { getJobForPage } from "@/lib/job-search/loaders";

type Props = { params: Promise<{ id: string }> };

const loadJob = cache(getJobForPage);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return jobPageMetadata(await loadJob((await params).id));
}

// A job's page as a signed-in user sees it (Apply or Saved state, an owner's pending job), rendered per
// request. A visitor's is served from the cache (proxy.ts → app/(marketing)/job-page, decision 0040).
// A job closed more than 30 days ago never gets here: proxy.ts answers 410 (lib/job-search/service/gone.ts).
export default async function JobPage({ params }: Props) {
  const { id } = await params;
  const [job, user] = await Promise.all([loadJob(id), getCurrentUser()]);
  if (!job) notFound();
  return (
    <JobPageView
      job={job}
      user={user}
      reportButton={<ReportJobButton jobId={job.id} post={job.post} />}
      matchSummary={job.match ? <MatchSummary match={job.match} skills={job.skills} /> : null}
    />
  );
}
