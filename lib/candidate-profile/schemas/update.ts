import { z } from "zod";
import { fieldRules, TEXT_FIELDS } from "@/lib/candidate-profile/schemas/fields";
import { isChosenFile } from "@/lib/candidate-profile/schemas/files";
import { FILE_FIELDS, type FileField } from "@/lib/candidate-profile/schemas/limits";
import { PROFILE_STEPS } from "@/lib/candidate-profile/schemas/steps";

// The save (POST candidate/update-profile, multipart): every text field optional (absent keeps it,
// blank clears it), and a newly chosen file per file field. The route handler turns the FormData
// into a plain object (readProfileForm) and parses it with profileUpdateInputSchema (parseInput, so
// NUL and lone surrogates are refused in every value, also inside the language JSON text); the
// service gets the typed result. The files' size and type are checked from their bytes by the service.

/** The text fields of a (partial) save. `language` may also be a list (repeated parts or JSON text). */
export const profileUpdateSchema = z
  .object({
    ...fieldRules,
    language: z.preprocess((v) => (Array.isArray(v) ? v.join(",") : v), fieldRules.language),
  })
  .partial();

const chosenFile = z.custom<File>(isChosenFile, { message: "Please choose a file" }).optional();

/** The whole body: the text fields and, per file field, a newly chosen file (flat, so errors name the field). */
export const profileUpdateInputSchema = profileUpdateSchema.extend(
  Object.fromEntries(FILE_FIELDS.map((f) => [f, chosenFile])) as Record<FileField, typeof chosenFile>,
);
export type ProfileUpdateInput = z.output<typeof profileUpdateInputSchema>;

/**
 * POST candidate/save-profile-step: which step, and the same fields as a save. Only that step's
 * fields are kept (the service picks them); the stored step must then pass the step's rules.
 */
export const profileStepInputSchema = profileUpdateInputSchema.extend({
  step: z.enum(PROFILE_STEPS, { error: `Please name the step: ${PROFILE_STEPS.join(", ")}` }),
});
export type ProfileStepInput = z.output<typeof profileStepInputSchema>;

/** "English, Hindi", repeated `language` parts, or a JSON array: all mean a list. */
function languageParts(values: string[]): string[] {
  return values.flatMap((value) => {
    const trimmed = value.trim();
    if (trimmed.startsWith("[")) {
      try {
        const parsed: unknown = JSON.parse(trimmed);
        if (Array.isArray(parsed)) return parsed.map(String);
      } catch {
        // not JSON: comma-separated text
      }
    }
    return [value];
  });
}

/**
 * The multipart body as the plain object profileUpdateInputSchema reads: the known text fields
 * (first value; language as a list) and the non-empty chosen files. A string in a file field is the
 * stored link echoed back by the form: the stored file is kept. Unknown keys are ignored.
 */
export function readProfileForm(form: FormData): Record<string, string | string[] | File> {
  const body: Record<string, string | string[] | File> = {};
  for (const key of TEXT_FIELDS) {
    const values = form.getAll(key).filter((v): v is string => typeof v === "string");
    if (values.length === 0) continue;
    body[key] = key === "language" ? languageParts(values) : values[0];
  }
  for (const field of FILE_FIELDS) {
    const value = form.get(field);
    if (isChosenFile(value) && value.size > 0) body[field] = value;
  }
  return body;
}

/** A step save's multipart body: readProfileForm's fields and the `step` part. */
export function readProfileStepForm(form: FormData): Record<string, string | string[] | File> {
  const step = form.get("step");
  return { ...readProfileForm(form), ...(typeof step === "string" ? { step } : {}) };
}
