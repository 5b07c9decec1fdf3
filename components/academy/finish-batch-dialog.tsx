"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { finishClosedReason } from "@/lib/academy/rules/sessions";
import { finishBatchAction } from "@/lib/certificates/actions";
import { FAIL_REASON_LABELS, finishOutcome, type FailReason } from "@/lib/certificates/rules";
import { runAction } from "@/lib/client/run-action";
import { Dialog } from "@/components/ui/dialog";
import { useClock } from "@/components/academy/use-clock";

// "Finish batch" on the trainer's batch page (decisions.md section 20): results are drafts until the
// trainer finishes the batch, after its last session. The dialog says who will receive a certificate
// and who will not, and why (the same rule the server applies: lib/certificates/rules.ts), before the
// trainer confirms. Disabled, the button says why (not after the last session yet; finished).

const FAILED = "Could not finish the batch. Please try again.";

export type FinishCandidate = { id: string; name: string; score?: number; attendance: number };

type FinishBatchDialogProps = {
  batchId: string;
  title: string;
  sessions: { endsAt: string }[];
  candidates: FinishCandidate[];
  cancelled?: boolean;
  /** The server's time when the page was read. */
  now?: string;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function Outcomes({ candidates }: { candidates: FinishCandidate[] }) {
  const judged = candidates.map((candidate) => ({ candidate, outcome: finishOutcome(candidate) }));
  const passing = judged.filter((j) => j.outcome.passes).map((j) => j.candidate);
  const failing = judged.flatMap((j) => (j.outcome.passes ? [] : [{ ...j.candidate, reason: j.outcome.reason as FailReason }]));
  return (
    <div className="space-y-4 text-sm">
      <div>
        <h3 id="finish-certified" className="font-semibold text-slate-900">
          Will receive a certificate ({passing.length})
        </h3>
        {passing.length === 0 ? (
          <p className="mt-1 text-slate-700">Nobody.</p>
        ) : (
          <ul aria-labelledby="finish-certified" className="mt-1 list-disc space-y-1 pl-5 text-slate-800">
            {passing.map((c) => (
              <li key={c.id}>
                {c.name}: score {c.score}, attendance {c.attendance}%
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 id="finish-not-certified" className="font-semibold text-slate-900">
          Will not receive a certificate ({failing.length})
        </h3>
        {failing.length === 0 ? (
          <p className="mt-1 text-slate-700">Nobody.</p>
        ) : (
          <ul aria-labelledby="finish-not-certified" className="mt-1 list-disc space-y-1 pl-5 text-slate-800">
            {failing.map((c) => (
              <li key={c.id}>
                {c.name}: {FAIL_REASON_LABELS[c.reason]}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export function FinishBatchDialog({ batchId, title, sessions, candidates, cancelled = false, now }: FinishBatchDialogProps) {
  const router = useRouter();
  const clock = useClock(now);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const closed = finishClosedReason({ sessions, finished: false, cancelled }, clock);

  async function finish() {
    setBusy(true);
    await runAction(() => finishBatchAction({ id: batchId }), {
      successToast: "Batch finished",
      errorToast: FAILED,
      onSuccess: () => {
        setOpen(false);
        router.refresh();
      },
      // Finished meanwhile (another tab): the page shows the final results.
      onFailure: (failure) => {
        if (failure.code === "BATCH_FINISHED") {
          setOpen(false);
          router.refresh();
        }
      },
    });
    setBusy(false);
  }

  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        className="btn-primary px-4 py-2"
        onClick={() => setOpen(true)}
        disabled={closed !== null}
        aria-describedby={closed ? "finish-batch-closed" : undefined}
      >
        Finish batch
      </button>
      {closed ? (
        <p id="finish-batch-closed" className="text-sm text-slate-700">
          {closed}
        </p>
      ) : null}
      <Dialog
        open={open}
        onClose={() => (busy ? undefined : setOpen(false))}
        title={`Finish ${title}?`}
        description={`Every score becomes final and can no longer change. Those who pass get their certificate by e-mail at once (${plural(candidates.length, "candidate", "candidates")}).`}
      >
        <Outcomes candidates={candidates} />
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" className="btn-outline px-4 py-2" onClick={() => setOpen(false)} disabled={busy}>
            Cancel
          </button>
          <button type="button" className="btn-primary px-4 py-2" onClick={finish} disabled={busy}>
            {busy ? "Finishing..." : "Confirm and finish"}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
