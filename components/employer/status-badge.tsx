import { StatusBadge, type BadgeTone } from "@/components/ui/status-badge";
import type { ModerationStatus } from "@/lib/generated/prisma/enums";

// Spec section 9: on the dashboard anything not pending or approved is red; on the applicants page's
// header (variant "header") anything not pending is green.
export function JobStatusBadge({ status, variant = "dashboard" }: { status: string; variant?: "dashboard" | "header" }) {
  const tone: BadgeTone = status === "pending" ? "orange" : status === "approved" || variant === "header" ? "green" : "red";
  return <StatusBadge status={status} tone={tone} />;
}

const ACCOUNT_LABELS = { approved: "Approved", rejected: "Rejected", pending: "Pending Approval" } as const satisfies Record<ModerationStatus, string>;

/** The employer's own moderation status on the profile page. */
export function AccountStatusBadge({ status }: { status: ModerationStatus }) {
  return <StatusBadge status={status} label={ACCOUNT_LABELS[status]} size="md" />;
}
