"use client";

import type { ReactNode } from "react";
import { FileText } from "lucide-react";
import { isChosenFile, type FileValue } from "@/lib/candidate-profile/schemas/files";
import { RESUME_ACCEPT } from "@/lib/candidate-profile/schemas/limits";
import { FieldError } from "@/components/ui/field";

// "Start from the résumé" (docs/decisions/0051): at the top of Personal Details, so all four steps
// can be pre-filled where the résumé says something. The file chosen here is the profile's résumé too
// (the Job Profile step shows it as chosen); the proposals appear below (`panel`).

type Props = {
  value: FileValue;
  error?: string;
  onChoose: (file: File | null) => void;
  /** Changing it empties the native input (after a save). */
  resetKey: number;
  panel?: ReactNode;
};

const INPUT_ID = "profile-resume-start";

export function ResumeStart({ value, error, onChoose, resetKey, panel }: Props) {
  const hintId = `${INPUT_ID}-hint`;
  const errorId = `${INPUT_ID}-error`;
  return (
    <section aria-labelledby={`${INPUT_ID}-title`} className="mb-6 space-y-4 rounded-xl border border-dashed border-brand-300 bg-brand-50/40 p-5">
      <div>
        <h3 id={`${INPUT_ID}-title`} className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <FileText aria-hidden="true" className="size-4 text-brand-700" />
          Have a résumé? Fill the profile from it
        </h3>
        <p id={hintId} className="mt-1 text-sm text-slate-700">
          We read it and suggest values for all four steps; nothing changes until you choose, and what you typed is kept. The
          file is also attached as your résumé (Job Profile). PDF, DOC or DOCX, up to 5 MB.
        </p>
      </div>
      <div>
        <label htmlFor={INPUT_ID} className="mb-1.5 block text-sm font-semibold text-slate-800">
          Your résumé file
        </label>
        <input
          key={resetKey}
          id={INPUT_ID}
          type="file"
          accept={RESUME_ACCEPT}
          onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
          className="block w-full rounded-lg border border-slate-400 bg-white text-sm text-slate-800 file:mr-3 file:rounded-l-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2.5 file:font-semibold file:text-brand-800 aria-invalid:border-red-700"
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(" ")}
        />
        {isChosenFile(value) ? (
          <p className="mt-1.5 text-sm text-slate-700">Attached as your résumé (Job Profile): {value.name}</p>
        ) : null}
        <FieldError id={errorId} error={error} />
      </div>
      {panel}
    </section>
  );
}
