"use client";

import { lazy, Suspense, useState } from "react";
import { Flag } from "lucide-react";

// The dialog (with zod and the form) is fetched on the first click, not with the job page.
const ReportJobDialog = lazy(() => import("@/components/job-reports/report-job-dialog").then((m) => ({ default: m.ReportJobDialog })));

/** "Report this job" on a job's page (anyone but its employer and admins; the page decides). */
export function ReportJobButton({ jobId, post }: { jobId: string; post: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [reported, setReported] = useState(false);

  return (
    <>
      <button
        type="button"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-700 underline-offset-2 hover:text-red-800 hover:underline disabled:cursor-default disabled:text-slate-500 disabled:no-underline"
        aria-haspopup="dialog"
        disabled={reported}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Flag aria-hidden="true" className="size-4" />
        {reported ? "Reported" : "Report this job"}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <ReportJobDialog open={open} onClose={() => setOpen(false)} jobId={jobId} post={post} onReported={() => setReported(true)} />
        </Suspense>
      ) : null}
    </>
  );
}
