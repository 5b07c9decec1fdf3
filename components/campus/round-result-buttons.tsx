"use client";

import { recordOneResultAction } from "@/lib/campus/actions/offers";
import { RESULT_SAVED_MESSAGE } from "@/lib/campus/rules/offers";
import { ConfirmActionButton } from "@/components/ui/confirm-action-button";
import { useRefreshingAction } from "@/components/ui/use-refreshing-action";

// A row of a round's student list (decisions.md sections 18 and 20): Advance at once, or Eliminate after
// a confirmation (a result cannot be taken back: the student leaves the drive). The company side and the
// placement officer (for the institute's own students) record through the same service: if the other
// recorded this student meanwhile, the refusal says so and the page shows how it stands now.

type Student = { name: string; rollNo: string; universityId: string };
type Round = { id: string; name: string };

const FAILED = "Could not record the result. Please try again.";

export function RoundResultButtons({ driveId, round, student }: { driveId: string; round: Round; student: Student }) {
  const { busy, run, confirmReport } = useRefreshingAction();
  const input = (result: "advance" | "eliminate") => ({ id: driveId, roundId: round.id, rollNo: student.rollNo, universityId: student.universityId, result });

  const advance = () => run(() => recordOneResultAction(input("advance")), { successToast: `${student.name} advances past ${round.name}.`, errorToast: FAILED });

  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className="btn-primary px-3 py-1.5 text-sm" disabled={busy} onClick={() => void advance()} aria-label={`Advance ${student.name}`}>
        {busy ? "Recording..." : "Advance"}
      </button>
      <ConfirmActionButton
        label="Eliminate"
        aria-label={`Eliminate ${student.name}`}
        className="rounded-lg border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
        title={`Eliminate ${student.name} in ${round.name}?`}
        description={`${student.name} (roll number ${student.rollNo}) leaves this drive and is told so. A result cannot be taken back.`}
        confirmLabel="Eliminate"
        pendingLabel="Recording..."
        action={() => recordOneResultAction(input("eliminate"))}
        successToast={RESULT_SAVED_MESSAGE}
        errorToast={FAILED}
        {...confirmReport}
      />
    </div>
  );
}
