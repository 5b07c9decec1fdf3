import type { Institute } from "@/lib/campus/loaders/offers";
import { EmptyState } from "@/components/ui/empty-state";
import { HeadedSection } from "@/components/ui/headed-section";
import { RoundResultsRecorder } from "@/components/campus/round-results-recorder";

// A drive's rounds and, for the company side (given the drive's institutes), each round's results: a CSV upload with its
// per-line report, and one student at a time (decisions.md section 18).

type Round = { id: string; name: string; position: number };

export function RoundResultsPanel({ driveId, rounds, institutes }: { driveId: string; rounds: Round[]; institutes: Institute[] | null }) {
  const ordered = [...rounds].sort((a, b) => a.position - b.position);
  return (
    <HeadedSection headingId={`round-results-${driveId}`} title="Round results" panel>
      {ordered.length === 0 ? (
        <div className="mt-3">
          <EmptyState>This drive has no rounds.</EmptyState>
        </div>
      ) : institutes ? (
        <Recorders driveId={driveId} rounds={ordered} institutes={institutes} />
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">The company records each round&apos;s results; the students are notified.</p>
          <ol className="mt-3 list-inside list-decimal space-y-1 text-sm text-slate-800">
            {ordered.map((round) => (
              <li key={round.id}>{round.name}</li>
            ))}
          </ol>
        </>
      )}
    </HeadedSection>
  );
}

/** The company side's forms, one section per round; the drive's institutes are read once for all. */
function Recorders({ driveId, rounds, institutes }: { driveId: string; rounds: Round[]; institutes: Institute[] }) {
  return (
    <>
      <p className="mt-1 text-sm text-slate-600">
        Record who advances and who is eliminated: only students still in that round. Each student is notified.
      </p>
      <ol className="mt-4 space-y-6">
        {rounds.map((round) => (
          <li key={round.id} className="border-t border-slate-200 pt-4">
            <section aria-labelledby={`round-${round.id}-title`}>
              <h3 id={`round-${round.id}-title`} className="text-base font-semibold text-slate-900">
                Round {round.position}: {round.name}
              </h3>
              <RoundResultsRecorder driveId={driveId} round={round} institutes={institutes} />
            </section>
          </li>
        ))}
      </ol>
    </>
  );
}
