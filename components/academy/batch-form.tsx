"use client";

import { useState } from "react";
import type { Resolver } from "react-hook-form";
import { useFieldArray } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { createBatchAction, updateBatchAction } from "@/lib/academy/actions/batches";
import { batchFormSchema, EMPTY_SESSION_ROW, editBatchFormSchema, type BatchFormValues } from "@/lib/academy/schemas/batch-form";
import { MAX_SESSIONS, type CreateBatchInput, type UpdateBatchActionInput } from "@/lib/academy/schemas/batches";
import type { BatchFormData } from "@/lib/academy/loaders/batches";
import { BATCH_MODE_LABELS } from "@/lib/academy/rules/batch-labels";
import { programmeOfSlug } from "@/lib/academy/rules/programmes";
import { repeatNothingReason, weeklyRepeats } from "@/lib/academy/rules/weekly-sessions";
import { useActionForm } from "@/lib/client/use-action-form";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";
import { SessionRows } from "@/components/academy/batch-session-rows";

const MODE_OPTIONS = Object.entries(BATCH_MODE_LABELS).map(([value, label]) => ({ value, label }));
const SPONSOR_OPTIONS = [
  { value: "", label: "None" },
  { value: "university", label: "A university" },
  { value: "employer", label: "An employer" },
];

function initialValues({ prefill }: BatchFormData): BatchFormValues {
  return {
    programmeId: prefill?.programmeId ?? "",
    title: "",
    startDate: prefill?.startDate ?? "",
    endDate: prefill?.endDate ?? "",
    mode: "online",
    location: "",
    meetingUrl: "",
    seats: prefill ? String(prefill.seats) : "",
    trainerId: "",
    sponsorKind: prefill ? "university" : "",
    universityId: prefill?.universityId ?? "",
    employerId: "",
    requestId: prefill?.requestId ?? "",
    sessions: [{ ...EMPTY_SESSION_ROW, date: prefill?.startDate ?? "" }],
  };
}

const options = (choices: { id: string; name: string }[]) => choices.map((c) => ({ value: c.id, label: c.name }));

/** An existing batch to edit (/admin/batches/{id}): its id, the version read, its values and its sessions' attendance. */
export type BatchEdit = {
  id: string;
  version: number;
  values: BatchFormValues;
  programmeTitle: string;
  sponsorName?: string;
  /** People on each session's register, by session id. */
  attended: Record<string, number>;
};

type FormInput = CreateBatchInput | UpdateBatchActionInput;

/**
 * The admin's new batch (/admin/batches/new) and a batch's edit (/admin/batches/{id}, `edit`): programme,
 * dates, mode and place, seats, trainer, an optional sponsor and the sessions. Opened from an approved
 * training request (`?requestId=`), it starts from the request and its university is the sponsor. An
 * edit keeps the programme and sponsor and sends the sessions by id.
 */
export function BatchForm({ data, edit }: { data: BatchFormData; edit?: BatchEdit }) {
  const router = useRouter();
  const [notice, setNotice] = useState<string>();
  const defaultValues = edit?.values ?? initialValues(data);
  const form = useActionForm({
    // The form holds text; the schema turns it into the action's input (and checks it as the server does).
    resolver: zodResolver(edit ? editBatchFormSchema(edit.id, edit.version) : batchFormSchema) as unknown as Resolver<BatchFormValues, unknown, FormInput>,
    defaultValues,
    action: (input: FormInput) => ("id" in input ? updateBatchAction(input) : createBatchAction(input)),
    successToast: edit ? "Batch saved" : "Batch created",
    errorToast: edit ? "Could not save the batch" : "Could not create the batch",
    onSuccess: () => router.push("/admin/batches"),
    onFailure(failure, { form: f }) {
      // The server names the sponsor as one field; the form has a select per kind.
      const sponsor = failure.errors?.sponsor;
      if (sponsor) f.setError(f.getValues("sponsorKind") === "employer" ? "employerId" : "universityId", { message: sponsor });
    },
  });
  const { register, errors, isSubmitting, onSubmit, watch, control } = form;
  const sessions = useFieldArray({ control, name: "sessions" });
  const mode = watch("mode");
  const sponsorKind = watch("sponsorKind");
  const programme = programmeOfSlug(watch("programmeId"));
  const sessionsError = errors.sessions?.message ?? errors.sessions?.root?.message;

  function repeatWeekly(index: number) {
    const rows = form.getValues("sessions");
    const row = rows[index];
    const added = weeklyRepeats(row, form.getValues("endDate"), rows, MAX_SESSIONS - rows.length);
    if (added.length > 0) sessions.insert(index + 1, added.map((r) => ({ ...r, sessionId: "" })));
    const plural = added.length === 1 ? "session" : "sessions";
    setNotice(added.length > 0 ? `Added ${added.length} weekly ${plural} after session ${index + 1}.` : repeatNothingReason(row, form.getValues("endDate")));
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-labelledby="batch-form-title">
      <h2 id="batch-form-title" className="text-xl font-semibold text-slate-900">
        Batch details
      </h2>
      {data.requestProblem ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {data.requestProblem} This batch will not be linked to it.
        </p>
      ) : null}
      {data.prefill ? (
        <p className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-slate-800">
          A sponsored batch for <strong>{data.prefill.universityName}</strong>, from its approved training request.
        </p>
      ) : null}
      {errors.requestId?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.requestId.message}
        </p>
      ) : null}
      <input type="hidden" {...register("requestId")} />
      <div className="grid gap-5 sm:grid-cols-2">
        {edit ? (
          <p className="text-sm text-slate-800">
            <span className="block font-semibold">Programme</span>
            {edit.programmeTitle}
            {edit.sponsorName ? ` · sponsored by ${edit.sponsorName}` : null}
          </p>
        ) : (
          <Field id="batch-programme" label="Programme" error={errors.programmeId?.message}>
            <Select placeholder="Select a programme" options={options(data.programmes)} {...register("programmeId")} />
          </Field>
        )}
        <Field id="batch-title" label="Title" required={false} hint="Blank: the programme and the start month, e.g. “Robotics — January 2027”." error={errors.title?.message}>
          <input type="text" maxLength={120} {...register("title")} />
        </Field>
        <Field id="batch-start" label="Start date" error={errors.startDate?.message}>
          <input type="date" {...register("startDate")} />
        </Field>
        <Field id="batch-end" label="End date" error={errors.endDate?.message}>
          <input type="date" {...register("endDate")} />
        </Field>
        <Field id="batch-mode" label="Mode" error={errors.mode?.message}>
          <Select options={MODE_OPTIONS} {...register("mode")} />
        </Field>
        <Field id="batch-location" label="Location" required={mode !== "online"} error={errors.location?.message}>
          <input type="text" maxLength={200} {...register("location")} />
        </Field>
        {mode !== "classroom" ? (
          <Field
            id="batch-meeting-url"
            label="Meeting link"
            hint="An https:// address; only the trainer and the enrolled candidates see it."
            error={errors.meetingUrl?.message}
          >
            <input type="url" inputMode="url" maxLength={500} placeholder="https://" {...register("meetingUrl")} />
          </Field>
        ) : null}
        <Field id="batch-seats" label="Seats" error={errors.seats?.message}>
          <input type="number" inputMode="numeric" min={1} max={500} step={1} {...register("seats")} />
        </Field>
        <Field
          id="batch-trainer"
          label="Trainer"
          hint={data.trainers.length === 0 ? "No trainer accounts yet: add one under Staff first." : undefined}
          error={errors.trainerId?.message}
        >
          <Select placeholder="Select a trainer" options={options(data.trainers)} {...register("trainerId")} />
        </Field>
        {edit ? null : (
          <Field id="batch-sponsor" label="Sponsor" required={false} error={errors.sponsorKind?.message}>
            <Select options={SPONSOR_OPTIONS} {...register("sponsorKind")} />
          </Field>
        )}
        {sponsorKind === "university" ? (
          <Field id="batch-university" label="University" error={errors.universityId?.message}>
            <Select placeholder="Select a university" options={options(data.universities)} {...register("universityId")} />
          </Field>
        ) : null}
        {sponsorKind === "employer" ? (
          <Field id="batch-employer" label="Employer" error={errors.employerId?.message}>
            <Select placeholder="Select an employer" options={options(data.employers)} {...register("employerId")} />
          </Field>
        ) : null}
      </div>
      <SessionRows
        fields={sessions.fields}
        register={register}
        errors={errors.sessions}
        error={sessionsError}
        note={programme ? `${programme.title} batches need at least ${programme.minHours} hours of sessions.` : undefined}
        onAdd={() => {
          const rows = form.getValues("sessions");
          sessions.append(nextRow(rows.at(-1)));
        }}
        onRemove={(index) => sessions.remove(index)}
        onRepeat={repeatWeekly}
        notice={notice}
        attended={edit?.attended}
      />
      <SubmitButton label={edit ? "Save changes" : "Create batch"} busyLabel={edit ? "Saving..." : "Creating..."} busy={isSubmitting} />
    </form>
  );
}

/** A new session row: the day after the last one, at the same times (a daily batch is a few clicks). */
function nextRow(last: BatchFormValues["sessions"][number] | undefined) {
  if (!last?.date) return { ...EMPTY_SESSION_ROW, startTime: last?.startTime ?? "", endTime: last?.endTime ?? "" };
  const next = new Date(`${last.date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return { sessionId: "", date: next.toISOString().slice(0, 10), startTime: last.startTime, endTime: last.endTime, topic: "" };
}
