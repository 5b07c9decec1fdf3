import Link from "next/link";
import type { ReportedJobJson } from "@/lib/job-reports/contract";
import { formatDateTime } from "@/lib/format/date";
import { REPORT_REASON_LABELS, REPORT_REASONS } from "@/lib/job-reports/schemas";
import { ConsoleCard } from "@/components/ui/console-card";
import { StatusBadge } from "@/components/ui/status-badge";
import { ReportControls } from "@/components/job-reports/report-controls";

/** One reported job in the console: counts by reason, the latest reports (never who sent them), the decision. */
export function ReportedJobCard({ item }: { item: ReportedJobJson }) {
  const { job } = item;
  const reasons = REPORT_REASONS.filter((reason) => item.reasons[reason] > 0);
  return (
    <ConsoleCard
      headingId={`reported-${job.id}`}
      title={
        <Link href={`/jobs/${job.id}`} className="underline-offset-2 hover:underline">
          {job.post}
        </Link>
      }
      details={<p className="text-sm text-slate-600">{job.orgName}</p>}
      aside={
        <div className="flex flex-wrap gap-2">
          {job.underReview ? <StatusBadge status="hidden" label="Hidden from listings" tone="orange" /> : null}
          <StatusBadge status={job.status} />
        </div>
      }
    >
      <p className="mt-3 text-sm text-slate-700">
        <strong>
          {item.openReports} open {item.openReports === 1 ? "report" : "reports"}
        </strong>
        {" · "}first <time dateTime={item.firstReportedAt}>{formatDateTime(item.firstReportedAt)}</time>, latest{" "}
        <time dateTime={item.lastReportedAt}>{formatDateTime(item.lastReportedAt)}</time>
      </p>
      <ul aria-label="Reasons" className="mt-2 flex flex-wrap gap-2 text-sm">
        {reasons.map((reason) => (
          <li key={reason} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
            {REPORT_REASON_LABELS[reason]}: {item.reasons[reason]}
          </li>
        ))}
      </ul>
      <h3 className="mt-4 text-sm font-semibold text-slate-800">Latest reports</h3>
      <ul className="mt-2 grid gap-2 text-sm">
        {item.reports.map((report, index) => (
          <li key={`${report.createdAt}-${index}`} className="rounded-lg bg-slate-50 p-3">
            <p className="font-medium text-slate-900">
              {REPORT_REASON_LABELS[report.reason]}
              <span className="font-normal text-slate-600">
                {" · "}
                <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
                {report.resolution ? ` · ${report.resolution}` : null}
              </span>
            </p>
            {report.details ? <p className="mt-1 whitespace-pre-wrap text-slate-700">{report.details}</p> : null}
          </li>
        ))}
      </ul>
      {item.openReports > 0 ? (
        <div className="mt-4">
          <ReportControls jobId={job.id} name={`${job.post} at ${job.orgName}`} jobStatus={job.status} />
        </div>
      ) : null}
    </ConsoleCard>
  );
}
