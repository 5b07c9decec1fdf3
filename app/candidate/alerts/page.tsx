import type { Metadata } from "next";
import { AlertList } from "@/components/alerts/alert-list";
import { loadMyAlerts } from "@/lib/alerts/loaders";
import { MAX_ALERTS_PER_PERSON } from "@/lib/alerts/schemas";
import { HeadedPage } from "@/components/ui/page-heading";

export const metadata: Metadata = { title: "Job alerts", robots: { index: false } };

// The candidate's job alerts (decisions.md section 11): rename, frequency, pause/resume, delete.
// New alerts are made from a search on Find Jobs.
export default async function JobAlertsPage() {
  const { alerts } = await loadMyAlerts();
  return (
    <HeadedPage
      title="Job alerts"
      intro={<>New jobs for your searches, by e-mail. You can have up to {MAX_ALERTS_PER_PERSON} alerts.</>}
      link={{ href: "/candidate/findjobs", label: "Find Jobs" }}
    >
      <AlertList alerts={alerts} />
    </HeadedPage>
  );
}
