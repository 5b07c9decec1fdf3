import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldError } from "@/components/ui/field";

type LegalLink = { path: string; title: string };

type ConsentCheckboxProps = {
  id: string;
  /** The documents agreed to (the privacy capability's LEGAL_DOCUMENTS). */
  documents: { privacy: LegalLink; terms: LegalLink };
  error?: string;
  /** Read after the sentence as the checkbox's description, so that its name stays the sentence itself. */
  hint?: string;
  field: UseFormRegisterReturn;
};

/**
 * The required agreement of a new login (decisions.md section 12): "I agree to the Privacy notice and
 * the Terms of use". The links open in a new tab so the filled form is not lost.
 */
export function ConsentCheckbox({ id, documents, error, hint, field }: ConsentCheckboxProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  const link = (doc: LegalLink) => (
    <a href={doc.path} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline underline-offset-2">
      {doc.title}
    </a>
  );
  return (
    <div>
      <div className="flex items-start gap-3 text-sm">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-brand-700"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required
          {...field}
        />
        <label htmlFor={id} className="text-slate-800">
          I agree to the {link(documents.privacy)} and the {link(documents.terms)}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className="sr-only">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
