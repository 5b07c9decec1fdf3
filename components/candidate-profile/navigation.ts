import { TEXT_FIELDS } from "@/lib/candidate-profile/schemas/fields";
import { isChosenFile } from "@/lib/candidate-profile/schemas/files";
import { FILE_FIELDS } from "@/lib/candidate-profile/schemas/limits";
import type { CandidateWithProfile } from "@/lib/candidate-profile/contract";
import { toFormValues } from "@/lib/candidate-profile/schemas/form-values";
import {
  type FieldErrors,
  isProfileComplete,
  PROFILE_STEPS,
  type ProfileFormValues,
  STEP_FIELDS,
  STEP_TITLES,
  stepFieldsOf,
  validateStep,
} from "@/lib/candidate-profile/schemas/steps";

// The wizard's rules of movement, kept pure so they are tested without rendering (spec section 4):
// Next and Submit check the current step only; a step click goes back freely and forward only past
// steps that validate.

type Move = { ok: true } | { ok: false; errors: FieldErrors; notice: string | null };

/** May the wizard leave `step` forward (Next, or Submit on the last step)? */
export function checkStep(step: number, values: ProfileFormValues): Move {
  const errors = validateStep(step, values);
  return Object.keys(errors).length === 0 ? { ok: true } : { ok: false, errors, notice: null };
}

/** A click on step `target`: earlier steps always; a later one only when every step before it validates. */
export function checkSelect(current: number, target: number, values: ProfileFormValues): Move {
  if (target <= current) return { ok: true };
  for (let i = 0; i < target; i++) {
    const errors = validateStep(i, values);
    if (Object.keys(errors).length > 0) {
      return { ok: false, errors, notice: i === current ? null : `Please complete ${STEP_TITLES[i]} first.` };
    }
  }
  return { ok: true };
}

/** The first step showing one of these errors (the server's answer may concern any step), or -1. */
export function firstStepWithError(errors: FieldErrors): number {
  return STEP_FIELDS.findIndex((fields) => fields.some((f) => f in errors));
}

/** The multipart body of a save: every text field, and only newly chosen files (stored ones are kept). */
export function profileFormData(values: ProfileFormValues): { form: FormData; hasFiles: boolean } {
  const form = new FormData();
  for (const field of TEXT_FIELDS) form.append(field, values[field]);
  let hasFiles = false;
  for (const field of FILE_FIELDS) {
    const value = values[field];
    if (isChosenFile(value)) {
      form.append(field, value, value.name);
      hasFiles = true;
    }
  }
  return { form, hasFiles };
}

/**
 * Where a returning candidate starts (the server keeps each step, decisions.md section 19): the
 * first step that does not validate yet, or the first step when the profile is complete.
 */
export function resumeStep(candidate: CandidateWithProfile): number {
  const values = toFormValues(candidate);
  if (candidate.profile.isProfileCompleted || isProfileComplete(values)) return 0;
  return Math.max(0, STEP_FIELDS.findIndex((_, step) => Object.keys(validateStep(step, values)).length > 0));
}

/** The multipart body of a step save: the step's name, its text fields and its newly chosen files. */
export function stepFormData(step: number, values: ProfileFormValues): { form: FormData; hasFiles: boolean } {
  const form = new FormData();
  form.append("step", PROFILE_STEPS[step]);
  const fileFields = new Set<string>(FILE_FIELDS);
  let hasFiles = false;
  for (const key of stepFieldsOf(step)) {
    if (!fileFields.has(key)) {
      form.append(key, values[key as keyof ProfileFormValues] as string);
      continue;
    }
    const value = values[key as keyof ProfileFormValues];
    if (isChosenFile(value)) {
      form.append(key, value, value.name);
      hasFiles = true;
    }
  }
  return { form, hasFiles };
}

/** After a step save: that step's fields as the server stored them (files as links), the rest as typed. */
export function mergeSavedStep(values: ProfileFormValues, saved: CandidateWithProfile, step: number): ProfileFormValues {
  const server = toFormValues(saved);
  const merged = { ...values };
  for (const key of stepFieldsOf(step)) Object.assign(merged, { [key]: server[key as keyof ProfileFormValues] });
  return merged;
}
