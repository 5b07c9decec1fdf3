import Link from "next/link";
import { formatDay } from "@/lib/format/date";

/** The batch fields a request carries once an admin made a sponsored batch of it (decisions.md section 15). */
export type SponsoredBatchRef = {
  id: string;
  title: string;
  programmeSlug: string;
  startDate: string;
  endDate: string;
  cancelled: boolean;
};

/**
 * "Sponsored batch: <title linked to its page>, <dates>" on a training request. Shared by the admin's
 * request card and the university's own list, which belong to different capabilities.
 */
export function SponsoredBatchLine({ batch, className }: { batch: SponsoredBatchRef; className?: string }) {
  return (
    <p className={["text-sm text-slate-800", className].filter(Boolean).join(" ")}>
      <span className="font-medium">Sponsored batch:</span>{" "}
      <Link
        href={`/training/${encodeURIComponent(batch.programmeSlug)}#batch-${encodeURIComponent(batch.id)}`}
        className="font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {batch.title}
      </Link>
      , {formatDay(batch.startDate)} to {formatDay(batch.endDate)}
      {batch.cancelled ? " (cancelled)" : null}
    </p>
  );
}
