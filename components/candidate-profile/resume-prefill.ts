"use client";

import { type Dispatch, type SetStateAction, useCallback, useRef, useState } from "react";
import { saveDraft } from "@/components/candidate-profile/draft";
import { mayFill, type ProposedField, withResumeValue } from "@/components/candidate-profile/resume-proposals";
import type { parseResume } from "@/lib/candidate-profile/operations/resume-parse";
import type { ResumeFields } from "@/lib/candidate-profile/contract";
import type { ProfileFormValues } from "@/lib/candidate-profile/schemas/steps";
import { apiUpload, type Result } from "@/lib/client/api";

// The résumé pre-fill (decisions.md section 14, docs/decisions/0051): once a résumé is chosen (at the
// top of Personal Details or in Job Profile), the server reads it and proposes values; nothing is
// saved. A value the person takes goes into the wizard's one form (all four steps share it, and the
// draft), as if typed, and is saved with its step. Reading is a convenience: when it fails, the résumé
// stays attached.

export type ResumeReading = { id: number } & (
  | { status: "idle" }
  | { status: "reading" }
  | { status: "found"; fields: ResumeFields }
  | { status: "failed"; message: string }
);

export const KEEP_GOING = "Your résumé is still attached; please fill in the fields yourself.";

/** The calm words for a reading that failed (the answer of another shape counts as a failure). */
function failureText(result: Result<unknown>): string {
  if (result.ok) return `We could not read suggestions from this résumé. ${KEEP_GOING}`;
  if (result.code === "NO_TEXT") return `We could not read any text in this file (it may be a scan), so there is nothing to suggest. ${KEEP_GOING}`;
  if (result.code === "RATE_LIMITED" || result.code === "UNAVAILABLE" || result.status === 0) {
    return `Suggestions from your résumé are not available right now. ${KEEP_GOING}`;
  }
  return `We could not read suggestions from this résumé. ${KEEP_GOING}`;
}

export type FillEntry = { field: ProposedField; value: string };

type Options = {
  values: ProfileFormValues;
  setValues: Dispatch<SetStateAction<ProfileFormValues>>;
  academicsLocked: boolean;
  /** The fields just changed (their errors are cleared, as when typed). */
  onChanged: (fields: ProposedField[]) => void;
};

/**
 * Reads a chosen résumé (a newer file's answer replaces an older one's) and applies what the person
 * takes: `fill` only into fields that are empty at that moment, `replace` (the person picked the
 * résumé's value over theirs) into one field. `filled` marks the fields the résumé filled, for the
 * "Filled from your résumé" hint, until the person edits them (`forget`).
 */
export function useResumePrefill({ values, setValues, academicsLocked, onChanged }: Options) {
  const [reading, setReading] = useState<ResumeReading>({ id: 0, status: "idle" });
  const [filled, setFilled] = useState<ReadonlySet<ProposedField>>(new Set());
  const latest = useRef(0);

  const read = useCallback(async (file: File) => {
    const id = ++latest.current;
    setReading({ id, status: "reading" });
    const form = new FormData();
    form.append("resume", file, file.name);
    const result = await apiUpload<typeof parseResume>("/candidate/resume-parse", form, () => undefined);
    if (id !== latest.current) return;
    if (result.ok && result.data?.fields) setReading({ id, status: "found", fields: result.data.fields });
    else setReading({ id, status: "failed", message: failureText(result) });
  }, []);

  const dismiss = useCallback(() => setReading({ id: ++latest.current, status: "idle" }), []);

  function apply(entries: FillEntry[], onlyEmpty: boolean) {
    const locked = (field: ProposedField) => academicsLocked && (field === "course" || field === "passingYear");
    // Checked against the values the person sees now, and again inside the update (nothing typed meanwhile is replaced).
    const taken = entries.filter(({ field }) => !locked(field) && (!onlyEmpty || mayFill(field, values, academicsLocked)));
    if (taken.length === 0) return;
    setValues((current) => {
      let next = current;
      for (const { field, value } of taken) {
        if (onlyEmpty && !mayFill(field, next, academicsLocked)) continue;
        next = withResumeValue(next, field, value);
      }
      saveDraft(next);
      return next;
    });
    setFilled((current) => new Set([...current, ...taken.map((entry) => entry.field)]));
    onChanged(taken.map((entry) => entry.field));
  }

  const forget = useCallback((field: string) => {
    setFilled((current) => {
      if (!current.has(field as ProposedField)) return current;
      const next = new Set(current);
      next.delete(field as ProposedField);
      return next;
    });
  }, []);

  return {
    reading,
    read,
    dismiss,
    filled,
    fill: (entries: FillEntry[]) => apply(entries, true),
    replace: (field: ProposedField, value: string) => apply([{ field, value }], false),
    forget,
    /** After the submit everything is saved: nothing is marked any more. */
    clearMarks: () => setFilled(new Set()),
  };
}

export type ResumePrefill = ReturnType<typeof useResumePrefill>;
