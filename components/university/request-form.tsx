"use client";

import type { Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { createUniversityRequestAction } from "@/lib/university/actions";
import { useActionForm } from "@/lib/client/use-action-form";
import { TRAINING_PROGRAMMES } from "@/lib/site/training-programmes";
import {
  REQUEST_KINDS,
  REQUEST_KIND_LABELS,
  todayIso,
  universityRequestSchema,
  type UniversityRequestData,
} from "@/lib/university/schemas";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";

type FormValues = {
  kind: string;
  programme: string;
  startDate: string;
  endDate: string;
  expectedStudents: string;
  notes: string;
};

const KIND_OPTIONS = REQUEST_KINDS.map((kind) => ({ value: kind, label: REQUEST_KIND_LABELS[kind] }));

const EMPTY: FormValues = { kind: "", programme: "", startDate: "", endDate: "", expectedStudents: "", notes: "" };

/**
 * Request a campus placement drive or a sponsored batch (a programme run for the institute's students,
 * with the institute as sponsor: decisions.md section 15); the admin answers in /admin.
 */
export function RequestForm() {
  const router = useRouter();
  const { register, errors, isSubmitting, onSubmit } = useActionForm({
    // The form holds text; the schema turns it into numbers and lists (its input type is wider than the form's).
    resolver: zodResolver(universityRequestSchema) as Resolver<FormValues, unknown, UniversityRequestData>,
    defaultValues: EMPTY,
    action: createUniversityRequestAction,
    resetOnSuccess: true,
    successToast: "Request submitted successfully",
    errorToast: "Error submitting request",
    onSuccess: () => router.refresh(), // the list below shows the new request
  });
  const today = todayIso();

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby="request-form-title">
      <h2 id="request-form-title" className="text-xl font-semibold text-slate-900">
        Request a placement drive or a sponsored batch
      </h2>
      <p className="text-sm text-slate-600">
        Request a sponsored batch to have us run one of our programmes for your students, with your institute named as its sponsor.
        Once we accept, the batch and its page appear with your request below.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="request-kind" label="Request type" error={errors.kind?.message}>
          <Select placeholder="Select a request type" options={KIND_OPTIONS} {...register("kind")} />
        </Field>
        <Field id="request-programme" label="Programme" required={false} hint="Needed for a sponsored batch; a placement drive may leave it empty." error={errors.programme?.message}>
          <Select placeholder="No programme" options={TRAINING_PROGRAMMES} {...register("programme")} />
        </Field>
        <Field id="request-start" label="Start date" error={errors.startDate?.message}>
          <input type="date" min={today} {...register("startDate")} />
        </Field>
        <Field id="request-end" label="End date" error={errors.endDate?.message}>
          <input type="date" min={today} {...register("endDate")} />
        </Field>
        <Field id="request-students" label="Expected students" error={errors.expectedStudents?.message}>
          <input type="number" inputMode="numeric" min={1} step={1} {...register("expectedStudents")} />
        </Field>
      </div>
      <Field id="request-notes" label="Notes" required={false} error={errors.notes?.message}>
        <textarea rows={4} {...register("notes")} />
      </Field>
      <SubmitButton label="Submit Request" busyLabel="Submitting..." busy={isSubmitting} />
    </form>
  );
}
