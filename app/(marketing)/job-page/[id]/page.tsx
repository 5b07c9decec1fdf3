import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { JobPageView, jobPageMetadata } from "@/components/job-search/job-page-view";
import { ReportJobButton } from "@/components/job-reports/report-job-button";
import { getVisitorJobForPage } from "@/lib/job-search/loaders";

// A job's page as a visitor sees it, served from Next's cache (ISR): proxy.ts rewrites a visitor's
// GET /jobs/<id> here. Any change to the job or its employer drops the copy on every server at once
// (lib/cache/isr-cache-handler.mjs, decision 0040); the hour is only a safety net. Rendered on its
// first request, never at build time (the build has no database); robots.txt keeps crawlers off this
// path and its canonical is /jobs/<id>.
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams(): { id: string }[] {
  return [];
}

type Props = { params: Promise<{ id: string }> };

const loadJob = cache(getVisitorJobForPage);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return jobPageMetadata(await loadJob((await params).id));
}

export default async function CachedJobPage({ params }: Props) {
  const job = await loadJob((await params).id);
  if (!job) notFound();
  return <JobPageView job={job} user={null} reportButton={<ReportJobButton jobId={job.id} post={job.post} />} />;
}
