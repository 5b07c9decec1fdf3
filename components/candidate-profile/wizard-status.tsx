import Link from "next/link";
import { BadgeCheck } from "lucide-react";
import { PROFILE_PATH } from "@/lib/candidate-profile/schemas/profile-page";
import { STEP_TITLES } from "@/lib/candidate-profile/schemas/steps";

// What the profile wizard says around its form: where the candidate is, and how an upload goes.

/**
 * "Step 2 of 4", and the badge once the profile is complete, with the way back to its read view
 * (the wizard then edits a complete profile: an "Edit" link opened it).
 */
export function WizardStatus({ step, completed }: { step: number; completed: boolean }) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          Step {step + 1} of {STEP_TITLES.length}
        </p>
        {completed ? (
          <p className="inline-flex items-center gap-1.5 rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-800">
            <BadgeCheck aria-hidden="true" className="size-4" />
            Profile Completed
          </p>
        ) : null}
      </div>
      {completed ? (
        <p className="text-sm text-slate-600">
          <Link href={PROFILE_PATH} className="font-semibold text-brand-700 underline underline-offset-4">
            View my profile
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** The files' upload while a step or the profile is saved (null: nothing is uploading). */
export function UploadProgress({ progress }: { progress: number | null }) {
  if (progress === null) return null;
  return (
    <div className="mt-6">
      <label htmlFor="profile-upload-progress" className="mb-1 block text-sm font-semibold text-slate-800">
        Uploading files: {progress}%
      </label>
      <progress id="profile-upload-progress" max={100} value={progress} className="h-2 w-full accent-brand-700">
        {progress}%
      </progress>
    </div>
  );
}
