import type { Metadata } from "next";
import { requireRole } from "@/lib/auth/guards";
import { loadFirstJobsPage } from "@/lib/data/employer";
import { ApplicationsDashboard } from "@/components/employer/applications-dashboard";

export const metadata: Metadata = { title: "Job Applications Dashboard" };

export default async function ApplicationsPage() {
  const user = await requireRole("Employer");
  const initial = await loadFirstJobsPage(user);
  return (
    <div className="container-page py-10 sm:py-14">
      <h1 className="section-title">Job Applications Dashboard</h1>
      <div className="mt-6">
        <ApplicationsDashboard initial={initial} />
      </div>
    </div>
  );
}
