import type { Metadata } from "next";
import Link from "next/link";
import { CreateAlertButton } from "@/components/alerts/create-alert-button";
import { JobBrowser } from "@/components/job-search/job-browser";
import { loadCandidateJobBrowser } from "@/lib/job-search/loaders";
import type { SearchParams } from "@/lib/validations/common";

export const metadata: Metadata = { title: "Find Jobs", robots: { index: false } };

// The candidate's Find Jobs page: the public search plus Apply Now on each card.
export default async function FindJobsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const data = await loadCandidateJobBrowser(await searchParams);
  return (
    <div className="container-page py-10">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Find Jobs</h1>
          <p className="mt-1 text-slate-700">Search openings and apply with your profile.</p>
        </div>
        <Link href="/candidate/applications" className="btn-outline">
          My Applications
        </Link>
      </div>
      <JobBrowser {...data} viewer="candidate" alertButton={<CreateAlertButton query={data.filters} viewer="candidate" />} />
    </div>
  );
}
