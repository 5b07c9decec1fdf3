"use client";

import type { Resolver } from "react-hook-form";
import { useFieldArray } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { createDriveAction } from "@/lib/campus/actions/drives";
import { driveFormSchema, EMPTY_DRIVE_FORM, EMPTY_ROUND_ROW, type DriveFormValues } from "@/lib/campus/schemas/drive-form";
import type { DriveFormOptions } from "@/lib/campus/service/drive-form-options";
import type { CreateDriveInput } from "@/lib/campus/schemas/common";
import { useActionForm } from "@/lib/client/use-action-form";
import { Field, FieldError } from "@/components/ui/field";
import { ChoiceOption } from "@/components/ui/choice-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { DriveRoundRows } from "@/components/campus/drive-round-rows";

/** The first message anywhere under a field's errors (a list's item errors sit one level down). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  if ("message" in error && typeof error.message === "string" && error.message) return error.message;
  for (const value of Object.values(error)) {
    if (value && typeof value === "object" && value !== error) {
      const message = firstMessage(value);
      if (message) return message;
    }
  }
  return undefined;
}

const CHECKS = "grid gap-2 sm:grid-cols-2";

/**
 * The new drive form of a company (/employer/drives/new) and of an admin (/admin/drives/new, with the
 * company's name): title, the company's open jobs, the universities to invite, who may apply, the
 * salary, the deadline and the rounds. Created, it opens the drive's page under `basePath`.
 */
export function DriveForm({ options, askCompany, basePath }: { options: DriveFormOptions; askCompany: boolean; basePath: string }) {
  const router = useRouter();
  const form = useActionForm({
    // The form holds text; the schema turns it into the action's input (and checks it as the server does).
    resolver: zodResolver(driveFormSchema) as unknown as Resolver<DriveFormValues, unknown, CreateDriveInput>,
    defaultValues: EMPTY_DRIVE_FORM,
    action: createDriveAction,
    successToast: "Drive created. The universities have been invited.",
    errorToast: "Could not create the drive",
    onSuccess: (drive) => router.push(`${basePath}/${drive.id}`),
  });
  const { register, errors, isSubmitting, onSubmit, control } = form;
  const rounds = useFieldArray({ control, name: "rounds" });
  const eligibility = errors.eligibility;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-8" aria-labelledby="drive-form-title">
      <h2 id="drive-form-title" className="text-xl font-semibold text-slate-900">
        Drive details
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        {askCompany ? (
          <Field id="drive-company" label="Company name" error={errors.companyName?.message}>
            <input type="text" maxLength={150} {...register("companyName")} />
          </Field>
        ) : null}
        <Field id="drive-title" label="Title" error={errors.title?.message}>
          <input type="text" maxLength={150} placeholder="e.g. Campus Hiring 2027" {...register("title")} />
        </Field>
        <Field id="drive-salary" label="Salary (₹ a year)" required={false} error={errors.salary?.message}>
          <input type="number" inputMode="numeric" min={1} step={1} {...register("salary")} />
        </Field>
        <Field id="drive-closes" label="Registration closes (India time)" error={errors.registrationCloses?.message}>
          <input type="datetime-local" {...register("registrationCloses")} />
        </Field>
      </div>

      {askCompany ? null : (
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold text-slate-800">
            Jobs to include <span className="font-normal text-slate-600">(optional)</span>
          </legend>
          {options.jobs.length === 0 ? (
            <p className="text-sm text-slate-600">Your company has no open jobs; the drive can still name its roles in the title.</p>
          ) : (
            <div className={CHECKS}>
              {options.jobs.map((job) => (
                <ChoiceOption key={job.id} type="checkbox" value={job.id} {...register("jobIds")}>
                  {job.post} ({job.city})
                </ChoiceOption>
              ))}
            </div>
          )}
          <FieldError id="drive-jobs-error" error={firstMessage(errors.jobIds)} />
        </fieldset>
      )}

      <fieldset aria-describedby={errors.universityIds ? "drive-universities-error" : undefined}>
        <legend className="mb-1.5 text-sm font-semibold text-slate-800">
          Universities to invite<span aria-hidden="true" className="text-red-700"> *</span>
        </legend>
        {options.universities.length === 0 ? (
          <p className="text-sm text-slate-600">No university has joined yet.</p>
        ) : (
          <div className={`${CHECKS} max-h-72 overflow-y-auto rounded-lg border border-slate-200 p-3`}>
            {options.universities.map((university) => (
              <ChoiceOption key={university.id} type="checkbox" value={university.id} {...register("universityIds")}>
                {university.instituteName}, {university.city}
              </ChoiceOption>
            ))}
          </div>
        )}
        <FieldError id="drive-universities-error" error={firstMessage(errors.universityIds)} />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">Who may apply</legend>
        <FieldError id="drive-eligibility-error" error={eligibility?.message} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="drive-courses" label="Courses" hint="Separate courses with commas, e.g. B.Tech Computer Engineering, B.E. Information Technology" error={firstMessage(eligibility?.courses)}>
            <input type="text" maxLength={2000} {...register("eligibility.courses")} />
          </Field>
          <Field id="drive-years" label="Passing years" hint="Separate years with commas, e.g. 2026, 2027" error={firstMessage(eligibility?.passingYears)}>
            <input type="text" inputMode="numeric" maxLength={100} {...register("eligibility.passingYears")} />
          </Field>
          <Field id="drive-marks" label="Minimum marks (%)" required={false} error={eligibility?.minMarks?.message}>
            <input type="number" inputMode="decimal" min={0} max={100} step="0.01" {...register("eligibility.minMarks")} />
          </Field>
          <Field id="drive-backlogs" label="Most backlogs allowed" required={false} error={eligibility?.maxBacklogs?.message}>
            <input type="number" inputMode="numeric" min={0} max={50} step={1} {...register("eligibility.maxBacklogs")} />
          </Field>
        </div>
      </fieldset>

      <DriveRoundRows
        fields={rounds.fields}
        register={register}
        errors={errors.rounds}
        error={errors.rounds?.message ?? errors.rounds?.root?.message}
        onAdd={() => rounds.append({ ...EMPTY_ROUND_ROW })}
        onRemove={(index) => rounds.remove(index)}
      />
      <SubmitButton label="Create drive" busyLabel="Creating..." busy={isSubmitting} />
    </form>
  );
}
