import { StatusBadge, type BadgeTone } from "@/components/ui/status-badge";
import { CANDIDATE_STAGE_LABELS, type Stage } from "@/lib/pipeline/rules";

// Colours: blue while the employer has it, orange when it moves forward, green for an offer or a hire,
// red for "Not selected", grey once the candidate withdrew.
const STAGE_TONES: Record<Stage, BadgeTone> = {
  applied: "blue",
  screening: "blue",
  shortlisted: "orange",
  interview: "orange",
  offered: "green",
  hired: "green",
  rejected: "red",
  withdrawn: "slate",
};

/** An application's stage in the candidate's words (decisions.md section 9). */
export function StageBadge({ status }: { status: Stage }) {
  // "md": the small size capitalises every word, and these words are quoted as written.
  return <StatusBadge status={status} label={CANDIDATE_STAGE_LABELS[status]} tone={STAGE_TONES[status]} size="md" />;
}
