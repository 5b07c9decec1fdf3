import type { Metadata } from "next";
import Link from "next/link";
import { loadOverview } from "@/lib/admin/loaders";
import { EmployerCard } from "@/components/moderation/employer-card";
import { AdminJobCard } from "@/components/moderation/job-card";
import { PendingQueue } from "@/components/moderation/pending-queue";
import { AttentionToday } from "@/components/admin/attention-today";

export const metadata: Metadata = { title: "Admin console" };

// The moderation queue: the newest employers and jobs waiting for a decision (the full, filterable
// lists live in the Employers and Jobs sections).
export default async function AdminOverviewPage() {
  const { counts, attention, employers, jobs } = await loadOverview();
  const tiles = [
    { label: "Pending employers", value: counts.employers, href: "/admin/employers?status=pending" },
    { label: "Pending jobs", value: counts.jobs, href: "/admin/jobs?status=pending" },
    { label: "Reported jobs", value: counts.reports, href: "/admin/reports" },
    { label: "Pending universities", value: counts.universities, href: "/admin/universities?status=pending" },
    { label: "Pending university requests", value: counts.requests, href: "/admin/requests?status=pending" },
    { label: "Contact messages", value: counts.messages, href: "/admin/messages" },
  ];
  const queues = [
    {
      noun: "employers",
      total: employers.total,
      hasNextPage: employers.hasNextPage,
      cards: employers.items.map((employer) => <EmployerCard key={employer.id} employer={employer} />),
      className: "mt-10",
      twoColumns: true,
    },
    {
      noun: "jobs",
      total: jobs.total,
      hasNextPage: jobs.hasNextPage,
      cards: jobs.items.map((job) => <AdminJobCard key={job.id} job={job} />),
      className: "mt-12",
    },
  ] as const;
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

      <AttentionToday attention={attention} />

      {queues.map((queue) => (
        <PendingQueue key={queue.noun} {...queue} />
      ))}
    </>
  );
}
