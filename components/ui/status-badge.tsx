// The one status pill. Colours follow the spec (section 9): pending orange, approved/accepted green,
// rejected/declined red; a tone overrides them where the spec colours a status differently.
const TONES = {
  orange: "bg-orange-100 text-orange-800 ring-orange-300",
  green: "bg-green-100 text-green-800 ring-green-300",
  red: "bg-red-100 text-red-800 ring-red-300",
  blue: "bg-sky-100 text-sky-800 ring-sky-300",
  slate: "bg-slate-100 text-slate-800 ring-slate-300",
} as const;

export type BadgeTone = keyof typeof TONES;

const STATUS_TONES: Record<string, BadgeTone> = {
  pending: "orange",
  approved: "green",
  accepted: "green",
  rejected: "red",
  declined: "red",
};

export function StatusBadge({
  status,
  label,
  tone,
  size = "sm",
}: {
  status: string;
  label?: string;
  tone?: BadgeTone;
  size?: "sm" | "md";
}) {
  const sizing = size === "md" ? "px-3 py-1 text-sm" : "px-2.5 py-0.5 text-xs capitalize";
  return (
    <span className={`inline-flex items-center rounded-full font-semibold ring-1 ring-inset ${sizing} ${TONES[tone ?? STATUS_TONES[status] ?? "slate"]}`}>
      {label ?? status}
    </span>
  );
}
