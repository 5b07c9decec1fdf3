"use client";

import { useId } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { reportJobAction } from "@/lib/job-reports/actions";
import { showServerErrors } from "@/lib/client/form-errors";
import { toastError, toastSuccess } from "@/lib/client/toast";
import type { ReportReason } from "@/lib/generated/prisma/enums";
import {
  DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORTED_MESSAGE,
  reportJobSchema,
  type ReportJobBody,
} from "@/lib/job-reports/schemas";
import { Dialog } from "@/components/ui/dialog";
import { FormFooter } from "@/components/ui/dialog-buttons";
import { Field } from "@/components/ui/field";
import { ChoiceField, ChoiceOption } from "@/components/ui/choice-field";

// The dialog behind "Report this job" (decisions.md section 12). Loaded on the button's first click
// (report-job-button.tsx), so zod and the form stay out of the job page's first load.

const FAILED = "Could not send your report. Please try again later.";

type FormValues = { reason: string; details: string };

const resolver = zodResolver(reportJobSchema) as unknown as Resolver<FormValues, unknown, ReportJobBody>;

type ReportJobDialogProps = {
  open: boolean;
  onClose: () => void;
  jobId: string;
  post: string;
  /** The server has this person's report now (sent, or sent before): the button says so. */
  onReported: () => void;
};

export function ReportJobDialog({ open, onClose, jobId, post, onReported }: ReportJobDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Report this job"
      description={
        <>
          Tell us what is wrong with <strong className="text-slate-900">{post}</strong>. The employer is not told who reported it.
        </>
      }
    >
      <ReportForm jobId={jobId} onDone={onClose} onReported={onReported} />
    </Dialog>
  );
}

/** Mounted each time the dialog opens (Dialog renders its children only while open): a fresh form. */
function ReportForm({ jobId, onDone, onReported }: { jobId: string; onDone: () => void; onReported: () => void }) {
  const formId = useId();
  const defaults: FormValues = { reason: "", details: "" };
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, ReportJobBody>({ resolver, defaultValues: defaults });

  async function onSubmit(values: ReportJobBody) {
    try {
      const result = await reportJobAction({ ...values, jobId });
      if (result.ok) {
        toastSuccess(result.message ?? REPORTED_MESSAGE);
        onReported();
        onDone();
        return;
      }
      if (result.code === "ALREADY_REPORTED") onReported();
      if (result.code === "VALIDATION") showServerErrors(setError, result.errors, defaults);
      // ALREADY_REPORTED, RATE_LIMITED (5 a day), FORBIDDEN (one's own job) and the rest: said inside
      // the dialog, in the server's words.
      setError("root", { message: result.message });
    } catch (error) {
      console.error(error);
      toastError(FAILED);
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5" aria-label="Report this job">
      <ChoiceField legend="Reason" errorId={`${formId}-reason-error`} error={errors.reason?.message} optionsClassName="grid gap-2">
        {REPORT_REASONS.map((reason: ReportReason) => (
          <ChoiceOption key={reason} value={reason} {...register("reason")}>
            <span className="font-medium">{REPORT_REASON_LABELS[reason]}</span>
          </ChoiceOption>
        ))}
      </ChoiceField>
      <Field id={`${formId}-details`} label="Details" required={false} error={errors.details?.message} hint="What did you notice? Only our team reads this.">
        <textarea rows={4} maxLength={DETAILS_MAX} {...register("details")} />
      </Field>
      <FormFooter error={errors.root?.message} submitting={isSubmitting} onCancel={onDone} submitLabel="Submit" submittingLabel="Sending..." />
    </form>
  );
}
