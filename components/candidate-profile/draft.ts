import { TEXT_FIELDS, type TextField } from "@/lib/candidate-profile/schemas/fields";
import type { ProfileFormValues } from "@/lib/candidate-profile/schemas/steps";

// Typing not yet kept on the server (each step is saved when the candidate moves on, docs/decisions/
// 0029) lives in sessionStorage under `profileData` (spec sections 4 and 9): text fields only (files
// cannot be kept there), plus the e-mail so another account in the same tab never sees it.
const DRAFT_KEY = "profileData";

type Draft = { email: string } & Partial<Record<TextField, string>>;

export function saveDraft(values: ProfileFormValues): void {
  const draft: Draft = { email: values.email };
  for (const field of TEXT_FIELDS) draft[field] = values[field];
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // storage full or disabled: the draft is a convenience only
  }
}

/** The saved draft's text fields, if it belongs to this e-mail. */
export function loadDraft(email: string): Partial<Record<TextField, string>> | null {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Draft;
    if (!draft || typeof draft !== "object" || draft.email !== email) return null;
    const out: Partial<Record<TextField, string>> = {};
    for (const field of TEXT_FIELDS) {
      const value = draft[field];
      if (typeof value === "string") out[field] = value;
    }
    return out;
  } catch {
    return null;
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // ignore
  }
}
