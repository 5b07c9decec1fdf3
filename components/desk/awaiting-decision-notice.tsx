import Link from "next/link";
import { Handshake } from "lucide-react";
import { AWAITING_DECISION_PATH, awaitingDecisionText } from "@/lib/desk/rules/awaiting-decision";

/**
 * The dashboard's line (issue 44): how many candidates TalentBridge put forward wait for the company's
 * decision, and the way to them. Nothing while none waits.
 */
export function AwaitingDecisionNotice({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sky-950">
      <Handshake aria-hidden="true" className="size-5 shrink-0 text-sky-800" />
      <span className="font-semibold">{awaitingDecisionText(count)}</span>
      <Link href={AWAITING_DECISION_PATH} className="font-semibold text-brand-800 underline underline-offset-2">
        Review them
      </Link>
    </p>
  );
}
