// The hiring pipeline's stages and rules (decisions.md section 9). Data only, no server code:
// the pages (browser) and the services share it, so the UI never offers a move the server refuses.
import { ApplicationStatus, InterviewMode, RejectReason } from "@/lib/generated/prisma/enums";
import type { TransitionTable } from "@/lib/transitions/table";

export type Stage = ApplicationStatus;

export const STAGES = Object.values(ApplicationStatus) as Stage[];
export const OPEN_STAGES = ["applied", "screening", "shortlisted", "interview", "offered"] as const satisfies readonly Stage[];
export const FINAL_STAGES = ["hired", "rejected", "withdrawn"] as const satisfies readonly Stage[];

export function isOpenStage(status: Stage): boolean {
  return (OPEN_STAGES as readonly Stage[]).includes(status);
}

/** What the job's employer may do: open -> any other open stage, offered -> hired, open -> rejected. */
export const EMPLOYER_MOVES: TransitionTable<Stage> = {
  applied: ["screening", "shortlisted", "interview", "offered", "rejected"],
  screening: ["applied", "shortlisted", "interview", "offered", "rejected"],
  shortlisted: ["applied", "screening", "interview", "offered", "rejected"],
  interview: ["applied", "screening", "shortlisted", "offered", "rejected"],
  offered: ["applied", "screening", "shortlisted", "interview", "hired", "rejected"],
  hired: [],
  rejected: [],
  withdrawn: [],
};

/**
 * Interview to interview is not a move but a reschedule (decisions.md section 16): allowed only with
 * the new interview's details, so a bulk move (which carries none) can never reschedule.
 */
export function isInterviewReschedule(from: Stage, to: Stage, withInterview: boolean): boolean {
  return from === "interview" && to === "interview" && withInterview;
}

/** What the candidate may do with their own application: withdraw it while it is open. */
export const CANDIDATE_MOVES: TransitionTable<Stage> = {
  applied: ["withdrawn"],
  screening: ["withdrawn"],
  shortlisted: ["withdrawn"],
  interview: ["withdrawn"],
  offered: ["withdrawn"],
  hired: [],
  rejected: [],
  withdrawn: [],
};

/** The words a candidate sees (decisions.md section 9). */
export const CANDIDATE_STAGE_LABELS: Record<Stage, string> = {
  applied: "Application received",
  screening: "Under review",
  shortlisted: "Shortlisted",
  interview: "Interview scheduled",
  offered: "Offer made",
  hired: "Hired",
  rejected: "Not selected",
  withdrawn: "Withdrawn",
};

/** The words an employer sees (tabs, badges, the "Move to" control). */
export const EMPLOYER_STAGE_LABELS: Record<Stage, string> = {
  applied: "Applied",
  screening: "Screening",
  shortlisted: "Shortlisted",
  interview: "Interview",
  offered: "Offered",
  hired: "Hired",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};

export const REJECT_REASONS = Object.values(RejectReason) as RejectReason[];
export const REJECT_REASON_LABELS: Record<RejectReason, string> = {
  not_qualified: "Not qualified",
  experience: "Not enough experience",
  position_filled: "Position filled",
  not_responding: "Not responding",
  other: "Other",
};

export const INTERVIEW_MODES = Object.values(InterviewMode) as InterviewMode[];
export const INTERVIEW_MODE_LABELS: Record<InterviewMode, string> = {
  in_person: "In person",
  video: "Video call",
  phone: "Phone call",
};

/** How long an interview may be booked for (decisions.md section 20), and the schedule dialog's choices. */
export const INTERVIEW_DURATION_MIN = 15;
export const INTERVIEW_DURATION_MAX = 240;
export const INTERVIEW_DURATION_DEFAULT = 60;
export const INTERVIEW_DURATION_CHOICES = [15, 30, 45, 60, 90, 120, 180, 240] as const;

/** "45 minutes", "1 hour", "1 hour 30 minutes", "2 hours". */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours === 0 ? null : `${hours} ${hours === 1 ? "hour" : "hours"}`;
  const m = rest === 0 ? null : `${rest} ${rest === 1 ? "minute" : "minutes"}`;
  return [h, m].filter(Boolean).join(" ") || "0 minutes";
}

export type { RejectReason, InterviewMode };
