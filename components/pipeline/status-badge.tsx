import { StatusBadge, type BadgeTone } from "@/components/ui/status-badge";
import { EMPLOYER_STAGE_LABELS, type Stage } from "@/lib/pipeline/rules";

// Spec section 9: on the dashboard anything not pending or approved is red; on the applicants page's
// header (variant "header") anything not pending is green.
export function JobStatusBadge({ status, variant = "dashboard" }: { status: string; variant?: "dashboard" | "header" }) {
  const tone: BadgeTone = status === "pending" ? "orange" : status === "approved" || variant === "header" ? "green" : "red";
  return <StatusBadge status={status} tone={tone} />;
}

// Open stages in cool or warm tones by how far along they are; the final ones follow the spec's
// colours (hired green, rejected red). The label always says the stage: colour is never the only cue.
const STAGE_TONES = {
  applied: "blue",
  screening: "slate",
  shortlisted: "blue",
  interview: "orange",
  offered: "orange",
  hired: "green",
  rejected: "red",
  withdrawn: "slate",
} as const satisfies Record<Stage, BadgeTone>;

/** An application's stage on the applicants page, in the employer's words. */
export function StageBadge({ status }: { status: Stage }) {
  return <StatusBadge status={status} label={EMPLOYER_STAGE_LABELS[status]} tone={STAGE_TONES[status]} />;
}
