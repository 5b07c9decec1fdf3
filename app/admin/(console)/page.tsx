import type { Metadata } from "next";
import Link from "next/link";
import { loadOverview } from "@/lib/admin/loaders";
import { EmployerCard } from "@/components/moderation/employer-card";
import { AdminJobCard } from "@/components/moderation/job-card";

export const metadata: Metadata = { title: "Admin console" };

// The moderation queue: the newest employers and jobs waiting for a decision (the full, filterable
// lists live in the Employers and Jobs sections).
export default async function AdminOverviewPage() {
  const { counts, employers, jobs } = await loadOverview();
  const tiles = [
    { label: "Pending employers", value: counts.employers, href: "/admin/employers?status=pending" },
    { label: "Pending jobs", value: counts.jobs, href: "/admin/jobs?status=pending" },
    { label: "Reported jobs", value: counts.reports, href: "/admin/reports" },
    { label: "Pending university requests", value: counts.requests, href: "/admin/requests?status=pending" },
    { label: "Contact messages", value: counts.messages, href: "/admin/messages" },
  ];
  return (
    <>
      <h1 className="section-title">Admin console</h1>
      <p className="mt-2 text-slate-600">Approve or reject new employers and jobs, review reported jobs, answer university requests and read contact messages.</p>

      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {tiles.map((tile) => (
          <li key={tile.label}>
            <Link href={tile.href} className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300">
              <span className="block text-3xl font-bold text-brand-800">{tile.value}</span>
              <span className="text-sm font-medium text-slate-700">{tile.label}</span>
            </Link>
          </li>
        ))}
      </ul>

      <section aria-labelledby="pending-employers" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="pending-employers" className="text-xl font-semibold text-slate-900">
            Pending employers ({employers.total})
          </h2>
          {employers.hasNextPage ? (
            <Link href="/admin/employers?status=pending" className="text-sm font-semibold text-brand-700 hover:underline">
              View all pending employers
            </Link>
          ) : null}
        </div>
        {employers.items.length === 0 ? (
          <p className="mt-4 text-slate-600">No employers are waiting for a decision.</p>
        ) : (
          <div className="mt-4 grid gap-4 lg:grid-cols-2">
            {employers.items.map((employer) => (
              <EmployerCard key={employer.id} employer={employer} />
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="pending-jobs" className="mt-12">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="pending-jobs" className="text-xl font-semibold text-slate-900">
            Pending jobs ({jobs.total})
          </h2>
          {jobs.hasNextPage ? (
            <Link href="/admin/jobs?status=pending" className="text-sm font-semibold text-brand-700 hover:underline">
              View all pending jobs
            </Link>
          ) : null}
        </div>
        {jobs.items.length === 0 ? (
          <p className="mt-4 text-slate-600">No jobs are waiting for a decision.</p>
        ) : (
          <div className="mt-4 grid gap-4">
            {jobs.items.map((job) => (
              <AdminJobCard key={job.id} job={job} />
            ))}
          </div>
        )}
      </section>
    </>
  );
}
