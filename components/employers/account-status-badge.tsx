import { StatusBadge } from "@/components/ui/status-badge";
import type { ModerationStatus } from "@/lib/generated/prisma/enums";

const ACCOUNT_LABELS = { approved: "Approved", rejected: "Rejected", pending: "Pending Approval" } as const satisfies Record<ModerationStatus, string>;

/** The employer's own moderation status on the profile page. */
export function AccountStatusBadge({ status }: { status: ModerationStatus }) {
  return <StatusBadge status={status} label={ACCOUNT_LABELS[status]} size="md" />;
}
