import type { Metadata } from "next";
import Link from "next/link";
import { formatPostedDate } from "@/lib/format/date";
import { loadMyApplications } from "@/lib/data/jobs";
import type { SearchParams } from "@/lib/validations/common";
import { type BadgeTone, StatusBadge } from "@/components/ui/status-badge";
import type { ApplicationStatus } from "@/lib/generated/prisma/enums";

export const metadata: Metadata = { title: "My Applications", robots: { index: false } };

// Candidate-facing words (decisions.md section 9); "Applied" is the first version's word for a new application.
const STATUS_BADGES: Record<ApplicationStatus, { label: string; tone: BadgeTone }> = {
  applied: { label: "Applied", tone: "blue" },
  screening: { label: "Under review", tone: "blue" },
  shortlisted: { label: "Shortlisted", tone: "orange" },
  interview: { label: "Interview scheduled", tone: "orange" },
  offered: { label: "Offer made", tone: "green" },
  hired: { label: "Hired", tone: "green" },
  rejected: { label: "Not selected", tone: "red" },
  withdrawn: { label: "Withdrawn", tone: "slate" },
};

// The candidate's applications, newest first, 20 a page.
export default async function MyApplicationsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { applications, page, hasNextPage } = await loadMyApplications(await searchParams);

  return (
    <div className="container-page py-10">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">My Applications</h1>
        <Link href="/candidate/findjobs" className="btn-outline">
          Find Jobs
        </Link>
      </div>
      {applications.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-slate-50 p-8 text-center text-slate-700">
          {page === 1 ? "You have not applied to any jobs yet." : "No more applications."}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Your job applications, newest first</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">Job</th>
                <th scope="col" className="px-4 py-3 font-semibold">Organisation</th>
                <th scope="col" className="px-4 py-3 font-semibold">Applied on</th>
                <th scope="col" className="px-4 py-3 font-semibold">Status</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {applications.map((a) => (
                <tr key={a.id}>
                  <td className="px-4 py-3">
                    {a.jobRemoved ? (
                      <span>
                        <span className="text-slate-700">{a.job.post}</span>{" "}
                        <span className="ml-1 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">Job removed</span>
                      </span>
                    ) : (
                      <Link href={`/jobs/${a.job.id}`} className="font-semibold text-brand-700 hover:underline">
                        {a.job.post}
                      </Link>
                    )}
                  </td>
                  <td className="px-4 py-3">{a.job.organisationDetails.orgName}</td>
                  <td className="px-4 py-3">
                    <time dateTime={a.createdAt}>{formatPostedDate(a.createdAt)}</time>
                  </td>
                  <td className="px-4 py-3">
                    <StatusBadge status={a.status} {...STATUS_BADGES[a.status]} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page > 1 || hasNextPage ? (
        <nav aria-label="Pagination" className="mt-6 flex items-center justify-between">
          {page > 1 ? (
            <Link href={`/candidate/applications?page=${page - 1}`} className="btn-outline">
              Previous page
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-700">Page {page}</span>
          {hasNextPage ? (
            <Link href={`/candidate/applications?page=${page + 1}`} className="btn-outline">
              Next page
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
