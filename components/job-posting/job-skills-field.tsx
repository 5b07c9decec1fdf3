"use client";

import { useId, useState } from "react";
import { useFieldArray, type Control, type UseFormRegister } from "react-hook-form";
import { MAX_JOB_SKILLS } from "@/lib/job-posting/schemas/post-job";
import type { PickerSlot } from "@/components/ui/picker-slot";

/** A chosen skill as the form holds it: the name is for the list only (the schema drops it). */
export type JobSkillFormValue = { skillId: string; name: string; required: boolean };

type SkillsForm = { skills: JobSkillFormValue[] };

export const TOO_MANY_SKILLS_TEXT = `A job can ask for at most ${MAX_JOB_SKILLS} skills. Remove one to add another.`;

/**
 * The post-job form's Skills section (decisions.md section 14): skills picked from the catalogue, each
 * required (the default) or nice to have. The counter says how many of the 15 are used; a 16th pick is
 * refused with a message rather than by hiding the field, so the reason is on screen.
 */
export function JobSkillsField<T extends SkillsForm, TOut>({
  control,
  register,
  error,
  picker: Picker,
}: {
  picker: PickerSlot;
  control: Control<T, unknown, TOut>;
  register: UseFormRegister<T>;
  error?: string;
}) {
  const headingId = useId();
  const counterId = useId();
  // The form's own shape is wider than SkillsForm; the field array reads only `skills`.
  const { fields, append, remove } = useFieldArray({ control: control as unknown as Control<SkillsForm>, name: "skills" });
  const reg = register as unknown as UseFormRegister<SkillsForm>;
  const [refusal, setRefusal] = useState<string | null>(null);

  return (
    <fieldset className="rounded-lg border border-slate-200 p-4" aria-describedby={counterId}>
      <legend id={headingId} className="px-1 text-sm font-semibold text-slate-800">
        Skills (optional)
      </legend>
      <p className="mb-3 text-xs text-slate-600">
        Candidates with these skills see how well they match. Untick Required for a skill that is nice to have.
      </p>
      <Picker
        label="Add a skill"
        placeholder="e.g. React, Docker"
        exclude={fields.map((f) => f.skillId)}
        onPick={(skill) => {
          if (fields.length >= MAX_JOB_SKILLS) {
            setRefusal(TOO_MANY_SKILLS_TEXT);
            return;
          }
          setRefusal(null);
          append({ skillId: skill.id, name: skill.name, required: true });
        }}
      />
      <p id={counterId} className="mt-2 text-xs text-slate-600">
        {fields.length} of {MAX_JOB_SKILLS} skills
      </p>
      {refusal ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {refusal}
        </p>
      ) : null}
      {fields.length > 0 ? (
        <ul aria-labelledby={headingId} className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200">
          {fields.map((field, index) => (
            <li key={field.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="font-medium text-slate-900">{field.name}</span>
              <span className="flex items-center gap-4">
                <label className="flex items-center gap-1.5 text-slate-700">
                  <input type="checkbox" className="size-4" aria-label={`Required: ${field.name}`} {...reg(`skills.${index}.required`)} />
                  <span aria-hidden="true">Required</span>
                </label>
                <button
                  type="button"
                  className="text-sm font-semibold text-red-700 hover:underline"
                  aria-label={`Remove ${field.name}`}
                  onClick={() => {
                    setRefusal(null);
                    remove(index);
                  }}
                >
                  Remove
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? <p className="mt-2 text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}
