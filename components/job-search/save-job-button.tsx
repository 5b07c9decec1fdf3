"use client";

import { useRef, useState } from "react";
import { Bookmark } from "lucide-react";
import { saveJobAction, unsaveJobAction } from "@/lib/saved-jobs/actions";
import { toastError } from "@/lib/client/toast";

const SAVE_FAILED = "Could not update your saved jobs. Please try again later.";

type SaveJobButtonProps = {
  jobId: string;
  /** The job's `saved` flag (set for a logged-in candidate only; render the button only then). */
  saved: boolean;
  className?: string;
};

/**
 * The Save job toggle (decisions.md section 11): a named icon button whose aria-pressed says whether
 * the job is saved. It flips at once (optimistic) and flips back with a toast when the server refuses
 * (a closed job, the 200 limit) or cannot be reached. Clicks while a change is on its way are ignored,
 * so the shown state is always the last one the server confirmed or is confirming.
 */
export function SaveJobButton({ jobId, saved: initiallySaved, className = "" }: SaveJobButtonProps) {
  const [saved, setSaved] = useState(initiallySaved);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  async function toggle() {
    if (inFlight.current) return;
    inFlight.current = true;
    const next = !saved;
    setSaved(next);
    setBusy(true);
    try {
      const result = await (next ? saveJobAction({ id: jobId }) : unsaveJobAction({ id: jobId }));
      if (!result.ok) {
        setSaved(!next);
        // The limit and a closed job have the server's own words; anything else the generic text.
        toastError(result.code === "LIMIT_REACHED" || result.code === "JOB_CLOSED" ? result.message : SAVE_FAILED);
      } else {
        setSaved(result.data.saved);
      }
    } catch {
      setSaved(!next);
      toastError(SAVE_FAILED);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-label="Save job"
      aria-pressed={saved}
      aria-busy={busy || undefined}
      title={saved ? "Remove from saved jobs" : "Save job"}
      className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-700 transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${className}`}
    >
      <Bookmark aria-hidden="true" className="size-5" fill={saved ? "currentColor" : "none"} />
    </button>
  );
}
