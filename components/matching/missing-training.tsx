import Link from "next/link";
import { GraduationCap } from "lucide-react";
import { formatDay } from "@/lib/format/date";
import type { MissingTrainingJson } from "@/lib/skills/contract";

/** Where a batch is listed: its programme's page, at the batch (the programme page gives each batch that id). */
export const batchHref = (training: Pick<MissingTrainingJson, "programmeSlug" | "batchId">) =>
  `/training/${encodeURIComponent(training.programmeSlug)}#batch-${encodeURIComponent(training.batchId)}`;

/** "Learn Docker: next batch starts Dec 3, 2026". */
export const missingTrainingText = (training: MissingTrainingJson) => `Learn ${training.skill}: next batch starts ${formatDay(training.startDate)}`;

/**
 * Missing skills lead to training (decisions.md section 15): for each missing skill one of our
 * programmes teaches, a link to its next batch. Nothing when no batch is coming up.
 */
export function MissingTraining({ training }: { training: readonly MissingTrainingJson[] | undefined }) {
  if (!training || training.length === 0) return null;
  return (
    <ul aria-label="Training for missing skills" className="space-y-0.5">
      {training.map((item) => (
        <li key={item.skill} className="flex items-start gap-1.5">
          <GraduationCap aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <Link href={batchHref(item)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {missingTrainingText(item)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
