// The words pages use for a batch's mode, status and sponsor (decisions.md section 15).
import type { BatchJson, BatchStatus } from "@/lib/academy/contract/common";
import { formatDay } from "@/lib/format/date";

export const BATCH_MODE_LABELS: Record<BatchJson["mode"], string> = {
  online: "Online",
  classroom: "Classroom",
  hybrid: "Hybrid",
};

export const BATCH_STATUS_LABELS: Record<BatchStatus, string> = {
  open: "Open",
  full: "Full (waitlist)",
  running: "Running",
  completed: "Completed",
  cancelled: "Cancelled",
};

export const SPONSOR_KIND_LABELS: Record<NonNullable<BatchJson["sponsor"]>["kind"], string> = {
  university: "University",
  employer: "Employer",
};

/** Why a running batch takes nobody (decisions.md section 15: enrolment closes at the end of its start date). */
export const enrolmentClosedText = (startDate: string) => `Enrolment closed: this batch started on ${formatDay(startDate)}.`;
