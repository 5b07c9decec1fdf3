// pending orange, approved/accepted green, rejected/declined red (the spec's status colours).
const COLOURS: Record<string, string> = {
  pending: "bg-orange-100 text-orange-800 ring-orange-300",
  approved: "bg-green-100 text-green-800 ring-green-300",
  accepted: "bg-green-100 text-green-800 ring-green-300",
  rejected: "bg-red-100 text-red-800 ring-red-300",
  declined: "bg-red-100 text-red-800 ring-red-300",
};

export function ModerationBadge({ status, label }: { status: string; label?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset ${
        COLOURS[status] ?? "bg-slate-100 text-slate-800 ring-slate-300"
      }`}
    >
      {label ?? status}
    </span>
  );
}
