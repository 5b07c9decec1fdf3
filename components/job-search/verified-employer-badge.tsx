import { BadgeCheck } from "lucide-react";

/**
 * "Verified employer" beside an organisation's name (docs/decisions/0021): the company is approved
 * and its login e-mail is on its website's domain or it gave a valid GSTIN. Icon and words, so the
 * meaning never rests on colour; `title` explains what was checked.
 */
export function VerifiedEmployerBadge({ size = "sm" }: { size?: "sm" | "md" }) {
  const sizing = size === "md" ? "px-2.5 py-0.5 text-sm" : "px-2 py-0.5 text-xs";
  return (
    <span
      title="Approved by TalentBridge; its e-mail domain matches its website or its GSTIN checks out"
      className={`inline-flex items-center gap-1 rounded-full bg-emerald-50 font-semibold text-emerald-900 ring-1 ring-emerald-300 ring-inset ${sizing}`}
    >
      <BadgeCheck aria-hidden="true" className={size === "md" ? "size-4" : "size-3.5"} />
      Verified employer
    </span>
  );
}
