import type { SubmittalStatusName } from "@/lib/desk/contract/common";
import { deskStatusLabel, submittalTone } from "@/lib/desk/rules/submittals";
import { StatusBadge } from "@/components/ui/status-badge";

/** A submittal's state in words ("Waiting for consent", "Rejected (Position filled)"), coloured by how it stands. */
export function SubmittalStatusBadge({ status, rejectReason = null, label }: { status: SubmittalStatusName; rejectReason?: string | null; label?: string }) {
  // "md": the small size capitalises every word, and these are sentences.
  return <StatusBadge status={status} label={label ?? deskStatusLabel(status, rejectReason)} tone={submittalTone(status)} size="md" />;
}
