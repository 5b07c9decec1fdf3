"use client";

import { Controller, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { TriangleAlert } from "lucide-react";
import { postJobAction } from "@/lib/job-posting/actions";
import { useActionForm } from "@/lib/client/use-action-form";
import { EMPLOYMENT_TYPE_LABELS, HIRING_PROCESS_LABELS, QUALIFICATION_SUGGESTIONS } from "@/lib/job-search/rules/employment-types";
import { VALID_DAYS_DEFAULT } from "@/lib/job-search/rules/lifecycle-state";
import { WORKPLACE_OPTIONS } from "@/lib/job-search/rules/workplace";
import { JOB_DAYS_CHOICES, postJobSchema, type PostJobData } from "@/lib/job-posting/schemas/post-job";
import type { PickerSlot } from "@/components/ui/picker-slot";
import { JobSkillsField, type JobSkillFormValue } from "@/components/job-posting/job-skills-field";
import { Field } from "@/components/ui/field";
import { MultiSelectCombobox } from "@/components/ui/multi-select-combobox";
import { Select } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";

type PostJobForm = {
  post: string;
  openings: string;
  employmentType: string;
  payroll: string;
  minExperience: string;
  hiringProcess: string;
  qualifications: string[];
  description: string;
  validForDays: string;
  workplaceType: string;
  salary: { min: string; max: string; currency: string; unit: string };
  city: string;
  state: string;
  skills: JobSkillFormValue[];
};

// The most qualifications a job lists (the schema's limit).
const QUALIFICATIONS_MAX = 20;

// The "Open for" choices, e.g. "30 days".
const DAYS_OPTIONS = JOB_DAYS_CHOICES.map((days) => ({ value: String(days), label: `${days} days` }));

// INR first (the default); a few others for jobs abroad. The API takes any ISO 4217 code.
const CURRENCIES = ["INR", "USD", "EUR", "GBP", "AED", "SGD", "AUD", "CAD"] as const;

const UNITS = [
  { value: "YEAR", label: "Year" },
  { value: "MONTH", label: "Month" },
  { value: "HOUR", label: "Hour" },
] as const;

// Minimum experience starts at 0, a valid value (decisions.md section 2).
const EMPTY: PostJobForm = {
  post: "",
  openings: "",
  employmentType: "",
  payroll: "",
  minExperience: "0",
  hiringProcess: "",
  qualifications: [],
  description: "",
  validForDays: String(VALID_DAYS_DEFAULT),
  workplaceType: "on_site",
  // Blank amounts mean no salary, whatever the currency and unit selects hold.
  salary: { min: "", max: "", currency: "INR", unit: "YEAR" },
  city: "",
  state: "",
  skills: [],
};

/**
 * `location`: the company's city and state, which a job takes unless the employer changes them
 * (decisions.md section 19); a reset after posting returns to them. `skillPicker`: the skills
 * catalogue's SkillSearch, from the page.
 */
export function PostJobForm({ location, skillPicker }: { location?: { city: string; state: string }; skillPicker: PickerSlot }) {
  const { register, control, errors, isSubmitting, onSubmit } = useActionForm({
    resolver: zodResolver(postJobSchema) as unknown as Resolver<PostJobForm, unknown, PostJobData>,
    defaultValues: { ...EMPTY, ...location },
    // The parsed values hold enum values ('FullTime'); the server's schema accepts those as well.
    action: postJobAction,
    resetOnSuccess: true,
    successToast: "Job posted successfully",
    errorToast: "Error posting job",
    refusalToast: "fixed",
    onFailure(failure, { form }) {
      // The same job was posted moments ago (e.g. from another tab): say why, besides the spec's toast.
      if (failure.code === "DUPLICATE_POST") form.setError("root.server", { message: failure.message });
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Post a job">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="job-post" label="Job Title" error={errors.post?.message}>
          <input type="text" placeholder="e.g. Backend Developer" {...register("post")} />
        </Field>
        <Field id="job-openings" label="Number of Openings" error={errors.openings?.message}>
          <input type="number" min={1} step={1} inputMode="numeric" {...register("openings")} />
        </Field>
        <Field id="job-employment-type" label="Employment Type" error={errors.employmentType?.message}>
          <Select placeholder="Select employment type" options={EMPLOYMENT_TYPE_LABELS} {...register("employmentType")} />
        </Field>
        <Field id="job-payroll" label="Payroll" error={errors.payroll?.message}>
          <input type="text" placeholder="e.g. 6-8 LPA" {...register("payroll")} />
        </Field>
        <Field id="job-min-experience" label="Minimum Experience (years)" error={errors.minExperience?.message}>
          <input type="number" min={0} step={1} inputMode="numeric" {...register("minExperience")} />
        </Field>
        <Field id="job-hiring-process" label="Hiring Process" error={errors.hiringProcess?.message}>
          <Select placeholder="Select hiring process" options={HIRING_PROCESS_LABELS} {...register("hiringProcess")} />
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="job-valid-days"
          label="Open for"
          hint="Counted from the day our team approves the job. You can renew it later."
          error={errors.validForDays?.message}
        >
          <Select options={DAYS_OPTIONS} {...register("validForDays")} />
        </Field>
        <Field id="job-workplace" label="Workplace" error={errors.workplaceType?.message}>
          <Select options={WORKPLACE_OPTIONS} {...register("workplaceType")} />
        </Field>
        <Field id="job-city" label="City" required={false} hint="Where the job is: your company's city unless you change it." error={errors.city?.message}>
          <input type="text" autoComplete="address-level2" maxLength={100} {...register("city")} />
        </Field>
        <Field id="job-state" label="State" required={false} error={errors.state?.message}>
          <input type="text" autoComplete="address-level1" maxLength={100} {...register("state")} />
        </Field>
      </div>
      <fieldset className="rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">Salary (optional)</legend>
        <p className="mb-3 text-xs text-slate-600">Leave the amounts empty to show only the payroll text. Without a maximum, the minimum is the salary.</p>
        <div className="grid gap-5 sm:grid-cols-4">
          <Field id="job-salary-min" label="Minimum salary" required={false} error={errors.salary?.min?.message}>
            <input type="number" min={0} step={1} inputMode="numeric" {...register("salary.min")} />
          </Field>
          <Field id="job-salary-max" label="Maximum salary" required={false} error={errors.salary?.max?.message}>
            <input type="number" min={0} step={1} inputMode="numeric" {...register("salary.max")} />
          </Field>
          <Field id="job-salary-currency" label="Currency" required={false} error={errors.salary?.currency?.message}>
            <Select options={CURRENCIES} {...register("salary.currency")} />
          </Field>
          <Field id="job-salary-unit" label="Per" required={false} error={errors.salary?.unit?.message}>
            <Select options={UNITS} {...register("salary.unit")} />
          </Field>
        </div>
        {/* The server names the whole group (its field errors are per top-level field). */}
        {errors.salary?.message ? <p className="mt-2 text-sm text-red-700">{errors.salary.message}</p> : null}
      </fieldset>
      {/* A searchable list with checkable options and removable chips (issue 44), not a multiple select. */}
      <Controller
        control={control}
        name="qualifications"
        render={({ field }) => (
          <MultiSelectCombobox
            id="job-qualifications"
            label="Qualifications"
            options={QUALIFICATION_SUGGESTIONS}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            allowCustom
            max={QUALIFICATIONS_MAX}
            placeholder="Type to search or add, e.g. B.Tech"
            hint={`Pick one or more, or type one that is not listed and press Enter (at most ${QUALIFICATIONS_MAX}).`}
            error={errors.qualifications?.message}
          />
        )}
      />
      <JobSkillsField picker={skillPicker} control={control} register={register} error={errors.skills?.message ?? errors.skills?.root?.message} />
      <Field id="job-description" label="Job Description" error={errors.description?.message}>
        <textarea rows={6} {...register("description")} />
      </Field>
      <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>Please check the details carefully: once posted, this job cannot be edited later.</span>
      </p>
      {errors.root?.server ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.server.message}
        </p>
      ) : null}
      <SubmitButton label="Post Job" busyLabel="Posting Job..." busy={isSubmitting} />
    </form>
  );
}
