import type { Metadata } from "next";
import Link from "next/link";
import { AlertList } from "@/components/alerts/alert-list";
import { loadMyAlerts } from "@/lib/alerts/loaders";
import { MAX_ALERTS_PER_PERSON } from "@/lib/alerts/schemas";

export const metadata: Metadata = { title: "Job alerts", robots: { index: false } };

// The candidate's job alerts (decisions.md section 11): rename, frequency, pause/resume, delete.
// New alerts are made from a search on Find Jobs.
export default async function JobAlertsPage() {
  const { alerts } = await loadMyAlerts();
  return (
    <div className="container-page py-10">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Job alerts</h1>
          <p className="mt-1 text-slate-700">
            New jobs for your searches, by e-mail. You can have up to {MAX_ALERTS_PER_PERSON} alerts.
          </p>
        </div>
        <Link href="/candidate/findjobs" className="btn-outline">
          Find Jobs
        </Link>
      </div>
      <AlertList alerts={alerts} />
    </div>
  );
}
