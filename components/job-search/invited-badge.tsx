import { MailOpen } from "lucide-react";

/**
 * "Invited to apply" on a job's card and page (decisions.md section 14): the employer invited this
 * candidate (Job JSON `invited`). Icon and words, so the meaning never rests on colour.
 */
export function InvitedBadge({ size = "sm" }: { size?: "sm" | "md" }) {
  const sizing = size === "md" ? "px-2.5 py-0.5 text-sm" : "px-2 py-0.5 text-xs";
  return (
    <span className={`inline-flex items-center gap-1 rounded-full bg-violet-50 font-semibold text-violet-900 ring-1 ring-violet-300 ring-inset ${sizing}`}>
      <MailOpen aria-hidden="true" className={size === "md" ? "size-4" : "size-3.5"} />
      Invited to apply
    </span>
  );
}
