"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { MatchSummary } from "@/components/matching/match-summary";
import { findJobsViewHref } from "@/components/matching/find-jobs-views";
import { apiRequest } from "@/lib/client/api";
import type { RecommendedJob } from "@/lib/matching/contract/recommended";
import type { getRecommendedJobs } from "@/lib/matching/operations/recommended";
import { HOME_RECOMMENDED } from "@/lib/matching/rules";

/**
 * The home page's "Recommended for you" for a signed-in candidate (loaded by HomeRecommendations only
 * for one): their best few recommended jobs, or nothing when there are none or the call fails.
 */
export function HomeRecommendedJobs({ candidateId }: { candidateId: string }) {
  const [loaded, setLoaded] = useState<{ candidateId: string; jobs: RecommendedJob[] } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    apiRequest<typeof getRecommendedJobs>("GET", "/jobs/recommended", { query: { limit: HOME_RECOMMENDED }, signal: controller.signal })
      .then((result) => {
        // A failure leaves the block out: the home page stands without it.
        if (result.ok) setLoaded({ candidateId, jobs: result.data.jobs });
      })
      .catch(() => {
        // Aborted: the candidate left or logged out.
      });
    return () => controller.abort();
  }, [candidateId]);

  // After a logout (or a switch of account) the previous candidate's jobs are never shown.
  const jobs = loaded && loaded.candidateId === candidateId ? loaded.jobs : [];
  if (jobs.length === 0) return null;
  return (
    <section aria-labelledby="recommended-heading" className="py-12 sm:py-16">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="recommended-heading" className="section-title">
            Recommended for you
          </h2>
          <Link href={findJobsViewHref("recommended")} className="font-semibold text-brand-700 hover:underline">
            See all recommendations
          </Link>
        </div>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {jobs.map((job) => (
            <li key={job.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">
                <Link href={`/jobs/${job.id}`} className="rounded-sm hover:text-brand-700 hover:underline">
                  {job.post}
                </Link>
              </h3>
              <p className="mt-1 mb-2 text-sm text-slate-700">
                {job.organisationDetails.orgName} · {job.city}, {job.state}
              </p>
              <MatchSummary match={job.match} skills={job.skills} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
