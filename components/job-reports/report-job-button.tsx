"use client";

import { lazy, useState } from "react";
import { Flag } from "lucide-react";
import { LazyDialogButton } from "@/components/ui/lazy-dialog-button";

// The dialog (with zod and the form) is fetched on the first click, not with the job page.
const ReportJobDialog = lazy(() => import("@/components/job-reports/report-job-dialog").then((m) => ({ default: m.ReportJobDialog })));

/** "Report this job" on a job's page (anyone but its employer and admins; the page decides). */
export function ReportJobButton({ jobId, post }: { jobId: string; post: string }) {
  const [reported, setReported] = useState(false);
  return (
    <LazyDialogButton
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-700 underline-offset-2 hover:text-red-800 hover:underline disabled:cursor-default disabled:text-slate-500 disabled:no-underline"
      disabled={reported}
      dialog={(open, close) => <ReportJobDialog open={open} onClose={close} jobId={jobId} post={post} onReported={() => setReported(true)} />}
    >
      <Flag aria-hidden="true" className="size-4" />
      {reported ? "Reported" : "Report this job"}
    </LazyDialogButton>
  );
}
