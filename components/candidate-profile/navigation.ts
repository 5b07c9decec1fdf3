import { TEXT_FIELDS } from "@/lib/candidate-profile/schemas/fields";
import { isChosenFile } from "@/lib/candidate-profile/schemas/files";
import { FILE_FIELDS } from "@/lib/candidate-profile/schemas/limits";
import { type FieldErrors, type ProfileFormValues, STEP_FIELDS, STEP_TITLES, validateStep } from "@/lib/candidate-profile/schemas/steps";

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
