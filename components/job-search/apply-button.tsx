"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Dialog } from "@/components/ui/dialog";
import { applyToJobAction } from "@/lib/applications/actions";
import { toastError, toastSuccess } from "@/lib/client/toast";
import { withNext } from "@/lib/site/next-path";

const APPLY_FAILED = "Failed to apply for job. Please try again later.";

type ApplyButtonProps = {
  jobId: string;
  post: string;
  applied: boolean;
  onApplied?: (jobId: string) => void;
  className?: string;
};

/**
 * Apply Now for a candidate (spec section 4 'Applying'): on success the button turns into a disabled
 * 'Applied'; an incomplete profile opens the 'Complete Your Profile' dialog, whose Complete Profile
 * leads back to this job once the profile is done (`?next=/jobs/{id}`, decisions.md section 19).
 */
export function ApplyButton({ jobId, post, applied: initiallyApplied, onApplied, className = "" }: ApplyButtonProps) {
  const router = useRouter();
  const [applied, setApplied] = useState(initiallyApplied);
  const [busy, setBusy] = useState(false);
  const [profileDialog, setProfileDialog] = useState(false);

  function markApplied() {
    setApplied(true);
    onApplied?.(jobId);
  }

  async function apply() {
    setBusy(true);
    try {
      const result = await applyToJobAction({ jobId });
      if (result.ok) {
        markApplied();
        toastSuccess(result.message ?? "Applied successfully");
      } else if (result.code === "PROFILE_INCOMPLETE") {
        setProfileDialog(true);
      } else if (result.code === "ALREADY_APPLIED") {
        // Already applied (another tab, an earlier visit): the button shows the truth, the toast keeps
        // the spec's one failure text (the server's message says why).
        markApplied();
        toastError(APPLY_FAILED);
      } else {
        toastError(APPLY_FAILED);
      }
    } catch {
      toastError(APPLY_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={apply}
        disabled={applied || busy}
        aria-label={applied ? `Applied to ${post}` : `Apply Now for ${post}`}
        className={`btn-primary w-full disabled:bg-slate-500 ${className}`}
      >
        {applied ? "Applied" : busy ? "Applying..." : "Apply Now"}
      </button>
      <Dialog
        open={profileDialog}
        onClose={() => setProfileDialog(false)}
        title="Complete Your Profile"
        description="Please complete your profile before applying for jobs. Employers see your profile and resume when you apply."
      >
        <div className="flex justify-end gap-3">
          <button type="button" className="btn-outline" onClick={() => setProfileDialog(false)}>
            Later
          </button>
          <button type="button" className="btn-primary" onClick={() => router.push(withNext("/candidate/profile", `/jobs/${jobId}`))}>
            Complete Profile
          </button>
        </div>
      </Dialog>
    </>
  );
}
