import Link from "next/link";
import type { PlacementJson } from "@/lib/desk/contract/common";
import { formatDay } from "@/lib/format/date";
import { EmptyState } from "@/components/ui/empty-state";
import { HeadedSection } from "@/components/ui/headed-section";
import { CheckInButton } from "@/components/desk/check-in-dialog";

/**
 * The desk home's "Due a check-in" (decisions.md section 20): the recruiter's placements waiting for a
 * check-in (7, 30 and 60 days after the start, within the guarantee), the longest waiting first, each
 * with its "Log a check-in" dialog; the rest are on /desk/placements.
 */
export function DueCheckIns({ placements, more }: { placements: readonly PlacementJson[]; more: boolean }) {
  return (
    <HeadedSection headingId="due-check-ins" title="Due a check-in" className="mt-10" headingClassName="mb-3 text-xl font-semibold text-slate-900">
      {placements.length === 0 ? (
        <EmptyState>None of your placements is due a check-in.</EmptyState>
      ) : (
        <ul aria-label="Placements due a check-in" className="space-y-3">
          {placements.map((placement) => (
            <li key={placement.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900">{placement.candidate.name}</span>
                <span className="block text-sm text-slate-700">
                  {placement.job.post} at {placement.company.name} · started {formatDay(placement.startDate)}
                  {placement.checkInDue ? ` · day-${placement.checkInDue.day} check-in due since ${formatDay(placement.checkInDue.dueOn)}` : ""}
                </span>
              </span>
              <CheckInButton placement={placement} />
            </li>
          ))}
        </ul>
      )}
      {more ? (
        <p className="mt-3">
          <Link href="/desk/placements?mine=true&due=true" className="font-medium text-brand-700 underline-offset-2 hover:underline">
            All your placements due a check-in
          </Link>
        </p>
      ) : null}
    </HeadedSection>
  );
}
