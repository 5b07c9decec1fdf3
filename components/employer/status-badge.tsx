// Colours per spec section 9. "dashboard": pending orange, approved green, anything else red.
// "header" (applicants page): pending orange, otherwise green. "account": the employer's own status.
const ORANGE = "bg-orange-100 text-orange-800 ring-orange-300";
const GREEN = "bg-green-100 text-green-800 ring-green-300";
const RED = "bg-red-100 text-red-800 ring-red-300";

export function StatusBadge({ status, variant = "dashboard" }: { status: string; variant?: "dashboard" | "header" }) {
  const colour = status === "pending" ? ORANGE : status === "approved" || variant === "header" ? GREEN : RED;
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset ${colour}`}>
      {status}
    </span>
  );
}

const ACCOUNT_LABELS = { approved: "Approved", rejected: "Rejected", pending: "Pending Approval" } as const;

/** The employer's own moderation status on the profile page. */
export function AccountStatusBadge({ status }: { status: keyof typeof ACCOUNT_LABELS }) {
  const colour = status === "approved" ? GREEN : status === "rejected" ? RED : ORANGE;
  return (
    <span className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${colour}`}>
      {ACCOUNT_LABELS[status]}
    </span>
  );
}
