import type { Institute } from "@/lib/campus/loaders/offers";
import { EmptyState } from "@/components/ui/empty-state";
import { HeadedSection } from "@/components/ui/headed-section";
import { RoundResultsRecorder } from "@/components/campus/round-results-recorder";

// A drive's rounds and, for whoever records (given the institutes they record for: the company side, or a
// participating university for its own students, decisions.md sections 18 and 20), each round's results: a
// CSV upload with its per-line report, and for the company one student at a time (the rows of the student
// list have their own buttons).

type Round = { id: string; name: string; position: number };

type PanelProps = { driveId: string; rounds: Round[]; institutes: Institute[] | null; oneByOne: boolean };

export function RoundResultsPanel({ driveId, rounds, institutes, oneByOne }: PanelProps) {
  const ordered = [...rounds].sort((a, b) => a.position - b.position);
  return (
    <HeadedSection headingId={`round-results-${driveId}`} title="Round results" panel>
      {ordered.length === 0 ? (
        <div className="mt-3">
          <EmptyState>This drive has no rounds.</EmptyState>
        </div>
      ) : institutes ? (
        <Recorders driveId={driveId} rounds={ordered} institutes={institutes} oneByOne={oneByOne} />
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">
            The company, and each institute&apos;s placement officer for its own students, record each round&apos;s results; the students are notified.
          </p>
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

/** The recording forms, one section per round; the institutes are read once for all. */
function Recorders({ driveId, rounds, institutes, oneByOne }: Omit<PanelProps, "institutes"> & { institutes: Institute[] }) {
  return (
    <>
      <p className="mt-1 text-sm text-slate-600">
        Record who advances and who is eliminated, with the buttons of each round&apos;s student list or a CSV file: only students still in
        that round. Each student is notified.
      </p>
      <ol className="mt-4 space-y-6">
        {rounds.map((round) => (
          <li key={round.id} className="border-t border-slate-200 pt-4">
            <section aria-labelledby={`round-${round.id}-title`}>
              <h3 id={`round-${round.id}-title`} className="text-base font-semibold text-slate-900">
                Round {round.position}: {round.name}
              </h3>
              <RoundResultsRecorder driveId={driveId} round={round} institutes={institutes} oneByOne={oneByOne} />
            </section>
          </li>
        ))}
      </ol>
    </>
  );
}
