import { StatusBadge, type BadgeTone } from "@/components/ui/status-badge";
import { formatPostedDate } from "@/lib/format/date";
import { jobState, type JobState } from "@/lib/job-search/rules/lifecycle-state";
import type { JobJson } from "@/lib/job-search/service/serialize";

type LifecycleJob = Pick<JobJson, "status" | "validThrough" | "closedAt" | "closeReason">;

export const JOB_STATE_LABELS = {
  pending: "Pending approval",
  rejected: "Rejected",
  open: "Open",
  closing_soon: "Closing soon",
  expired: "Expired",
  closed: "Closed",
} as const satisfies Record<JobState, string>;

// Waiting orange, open green, near its end orange again, rejected red, ended grey.
const TONES = {
  pending: "orange",
  rejected: "red",
  open: "green",
  closing_soon: "orange",
  expired: "slate",
  closed: "slate",
} as const satisfies Record<JobState, BadgeTone>;

const CLOSE_REASON_WORDS = { filled: "position filled", cancelled: "hiring cancelled", expired: "expired" } as const;

/** The dashboard's lifecycle badge of one of the employer's jobs (lib/job-search/service/lifecycle.ts jobState). */
export function JobStateBadge({ job, now }: { job: LifecycleJob; now?: Date }) {
  const state = jobState(job, now);
  return <StatusBadge status={state} label={JOB_STATE_LABELS[state]} tone={TONES[state]} />;
}

/** The line under the badge: until when the job is open, or since when it is not ("" when there is no date). */
export function jobEndText(job: LifecycleJob, now?: Date): string {
  const state = jobState(job, now);
  if (state === "open" || state === "closing_soon") return `Open until ${formatPostedDate(job.validThrough!)}`;
  if (state === "closed") {
    const why = job.closeReason === "filled" || job.closeReason === "cancelled" ? `: ${CLOSE_REASON_WORDS[job.closeReason]}` : "";
    return `Closed on ${formatPostedDate(job.closedAt!)}${why}`;
  }
  if (state === "expired") {
    const end = job.validThrough ?? job.closedAt;
    return end ? `Expired on ${formatPostedDate(end)}` : "Expired";
  }
  if (state === "pending") return "Opens once approved";
  return "";
}

/** Close: an approved job not closed yet (also one past its date). Renew: any approved job. */
export const canCloseJob = (job: LifecycleJob) => job.status === "approved" && job.closedAt === null;
export const canRenewJob = (job: LifecycleJob) => job.status === "approved";
