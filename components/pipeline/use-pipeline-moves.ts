"use client";

import { useState } from "react";
import { bulkMoveApplicationsAction, moveApplicationAction } from "@/lib/pipeline/actions";
import type { Applicant } from "@/lib/pipeline/contract";
import type { BulkResult } from "@/lib/pipeline/contract";
import type { Result } from "@/lib/api/result";
import { toastError, toastSuccess } from "@/lib/client/toast";
import { EMPLOYER_STAGE_LABELS, type RejectReason, type Stage } from "@/lib/pipeline/rules";
import { BULK_MAX, type InterviewInput } from "@/lib/pipeline/schemas";
import { bulkResultText } from "@/components/pipeline/bulk-actions";
import type { SubmitErrors } from "@/components/pipeline/reject-dialog";

export const MOVE_FAILED = "Could not reach the server. Please check your connection and try again.";

/** The dialog a move is waiting on: the three moves that ask for more, and the bulk rejection. */
export type PendingMove = { kind: "interview" | "rejected" | "hired"; applicant: Applicant } | { kind: "bulk-rejected" } | null;

type Extras = { reason?: RejectReason; message?: string; note?: string; interview?: InterviewInput; startDate?: string; annualCtc?: string };

function successText(status: Stage, name: string): string {
  if (status === "interview") return `Interview scheduled with ${name}`;
  if (status === "rejected") return `${name} rejected`;
  return `${name} moved to ${EMPLOYER_STAGE_LABELS[status]}`;
}

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * What the applicants page does with a move. A move names the stage the employer saw (`from`), so
 * a colleague's change in between is a 409 (STALE_STATE, or INVALID_TRANSITION when the move no
 * longer applies): its message is shown and the list re-read. Field errors keep the dialog open.
 */
export function usePipelineMoves({
  nameOf,
  onChanged,
  onBulkDone,
}: {
  nameOf: (applicationId: string) => string;
  /** Re-read the list (stages and counts changed). */
  onChanged: () => void;
  /** After a bulk action: the ids that failed (they stay selected). */
  onBulkDone: (failedIds: string[]) => void;
}) {
  const [pending, setPending] = useState<PendingMove>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [bulkBusy, setBulkBusy] = useState(false);
  const [bulkResult, setBulkResult] = useState("");

  async function move(applicant: Applicant, status: Stage, extras: Extras = {}): Promise<SubmitErrors> {
    setBusyId(applicant.applicationId);
    const result = await moveApplicationAction({ id: applicant.applicationId, status, from: applicant.status, ...extras }).catch(
      (error: unknown) => {
        console.error(error);
        return null;
      },
    );
    setBusyId(null);
    if (!result) return void toastError(MOVE_FAILED);
    if (result.ok) {
      toastSuccess(successText(status, applicant.fullName));
      setPending(null);
      return onChanged();
    }
    toastError(result.message);
    if (result.status === 409) {
      setPending(null);
      return onChanged();
    }
    return result.errors;
  }

  /** A stage picked in an applicant's "Move to" menu: a dialog first where the move asks for more. */
  function pick(applicant: Applicant, status: Stage) {
    if (status === "interview" || status === "rejected" || status === "hired") setPending({ kind: status, applicant });
    else void move(applicant, status);
  }

  async function bulk(ids: string[], status: Stage, extras: { reason?: RejectReason; message?: string } = {}): Promise<SubmitErrors> {
    if (ids.length === 0) return;
    setBulkBusy(true);
    setBulkResult("");
    const merged: BulkResult = { updated: [], failed: [] };
    let refused: Extract<Result<BulkResult>, { ok: false }> | null = null;
    // The API takes up to 100 ids a call; a larger selection (several loaded pages) goes in parts.
    for (const part of chunks(ids, BULK_MAX)) {
      const result = await bulkMoveApplicationsAction({ ids: part, status, ...extras }).catch((error: unknown) => {
        console.error(error);
        return null;
      });
      if (!result || !result.ok) {
        refused = result ?? { ok: false, code: "UNAVAILABLE", status: 0, message: MOVE_FAILED };
        break;
      }
      merged.updated.push(...result.data.updated);
      merged.failed.push(...result.data.failed);
    }
    setBulkBusy(false);
    if (refused && merged.updated.length + merged.failed.length === 0) {
      toastError(refused.message);
      return refused.errors;
    }
    if (refused) toastError(refused.message);
    setBulkResult(bulkResultText(merged, nameOf, status === "rejected" ? "rejected" : "moved"));
    setPending(null);
    onBulkDone(merged.failed.map((failure) => failure.id));
    onChanged();
  }

  return { pending, setPending, busyId, bulkBusy, bulkResult, move, pick, bulk };
}
