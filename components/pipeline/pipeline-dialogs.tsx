"use client";

import { HireDialog } from "@/components/pipeline/hire-dialog";
import { InterviewDialog } from "@/components/pipeline/interview-dialog";
import { RejectDialog, type RejectValues, type SubmitErrors } from "@/components/pipeline/reject-dialog";
import type { usePipelineMoves } from "@/components/pipeline/use-pipeline-moves";

/** The dialogs a move may wait on (one open at a time, as `moves.pending` says). */
export function PipelineDialogs({
  moves,
  selectedCount,
  onBulkReject,
}: {
  moves: ReturnType<typeof usePipelineMoves>;
  selectedCount: number;
  onBulkReject: (values: Omit<RejectValues, "note">) => Promise<SubmitErrors>;
}) {
  const { pending, setPending, move } = moves;
  const applicant = pending && "applicant" in pending ? pending.applicant : null;
  const name = applicant?.fullName ?? "";
  const close = () => setPending(null);
  return (
    <>
      <InterviewDialog
        open={pending?.kind === "interview"}
        name={name}
        onClose={close}
        onSubmit={(values) => (applicant ? move(applicant, "interview", values) : Promise.resolve())}
      />
      <RejectDialog
        open={pending?.kind === "rejected"}
        title={`Reject ${name}`}
        onClose={close}
        onSubmit={(values) => (applicant ? move(applicant, "rejected", values) : Promise.resolve())}
      />
      <HireDialog
        open={pending?.kind === "hired"}
        name={name}
        agency={applicant?.source === "agency"}
        onClose={close}
        onSubmit={(values) => (applicant ? move(applicant, "hired", values) : Promise.resolve())}
      />
      <RejectDialog
        open={pending?.kind === "bulk-rejected"}
        title={`Reject ${selectedCount} selected ${selectedCount === 1 ? "applicant" : "applicants"}`}
        withNote={false}
        onClose={close}
        onSubmit={({ reason, message }) => onBulkReject({ reason, message })}
      />
    </>
  );
}
