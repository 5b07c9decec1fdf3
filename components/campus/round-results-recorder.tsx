"use client";

import { type FormEvent, useId, useState } from "react";
import { useRouter } from "next/navigation";
import type { recordRoundResults } from "@/lib/campus/operations/offers";
import { recordOneResultAction } from "@/lib/campus/actions/offers";
import { RESULT_SAVED_MESSAGE } from "@/lib/campus/rules/offers";
import { ROUND_RESULT_LABELS } from "@/lib/campus/rules/common";
import { ROUND_RESULTS } from "@/lib/campus/schemas/common";
import { apiUpload } from "@/lib/client/api";
import { runAction } from "@/lib/client/run-action";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-alert";
import { Select } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";
import { plural, UploadReport, uploadBusyLabel, useCsvUpload } from "@/components/campus/csv-upload";

// One round's results (decisions.md section 18): a CSV upload (an upload goes to the API, decision
// 0008) with its per-line report, and one student by hand (a server action, the same service). Any
// refused line records nothing, so the report says what to fix.

type Round = { id: string; name: string; position: number };
type Institute = { id: string; instituteName: string };

const CHOOSE_FILE = "Please choose the results file (CSV).";
const FAILED = "Could not record the result. Please try again.";
const RESULT_OPTIONS = ROUND_RESULTS.map((value) => ({ value, label: ROUND_RESULT_LABELS[value] }));

export function RoundResultsRecorder({ driveId, round, institutes, oneByOne }: { driveId: string; round: Round; institutes: readonly Institute[]; oneByOne: boolean }) {
  return (
    <div className="mt-3 grid gap-6 lg:grid-cols-2">
      <ResultsUpload driveId={driveId} round={round} />
      {oneByOne ? <OneResultForm driveId={driveId} round={round} institutes={institutes} /> : null}
    </div>
  );
}

function ResultsUpload({ driveId, round }: { driveId: string; round: Round }) {
  const id = useId();
  const { fileRef, busy, progress, error, fileError, report, submit } = useCsvUpload({
    upload: (form, onProgress) => apiUpload<typeof recordRoundResults>(`/drives/${driveId}/rounds/${round.id}/results`, form, onProgress),
    chooseFile: CHOOSE_FILE,
    successToast: (recorded) => `${round.name}: ${plural(recorded.updated, "result", "results")} recorded.`,
  });

  return (
    <div className="space-y-3">
      <form onSubmit={submit} noValidate className="space-y-3" aria-label={`Upload the results of ${round.name}`}>
        <p className="text-sm text-slate-600">
          One student a line under <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-900">rollNo,result</code>, the result{" "}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-900">advance</code> or{" "}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-900">eliminate</code>.
        </p>
        <Field id={`${id}-file`} label="Results (CSV)" error={fileError} hint="Any refused line records nothing: fix it and upload the whole file again.">
          <input ref={fileRef} type="file" name="file" accept=".csv,text/csv" className="py-2" />
        </Field>
        <FormError message={error} />
        <SubmitButton label="Upload results" busyLabel={uploadBusyLabel(progress, "Recording...")} busy={busy} />
      </form>
      {report ? (
        <UploadReport
          errors={report.errors}
          done={`Recorded ${plural(report.updated, "result", "results")} of ${round.name}; the students were notified.`}
          refused={(lines) => `Nothing was recorded: ${lines} refused.`}
          caption={`Refused lines of the results of ${round.name}`}
        />
      ) : null}
    </div>
  );
}

/** One student by hand; the institute is asked only when the drive spans several. */
function OneResultForm({ driveId, round, institutes }: { driveId: string; round: Round; institutes: readonly Institute[] }) {
  const router = useRouter();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [rollError, setRollError] = useState<string | undefined>();
  const several = institutes.length > 1;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const rollNo = String(data.get("rollNo") ?? "").trim();
    setError(undefined);
    if (!rollNo) {
      setRollError("A roll number is required");
      return;
    }
    setRollError(undefined);
    const universityId = several ? String(data.get("universityId") ?? "") || undefined : undefined;
    const result = String(data.get("result")) as (typeof ROUND_RESULTS)[number];
    setBusy(true);
    await runAction(() => recordOneResultAction({ id: driveId, roundId: round.id, rollNo, result, universityId }), {
      successToast: RESULT_SAVED_MESSAGE,
      errorToast: FAILED,
      refusalToast: () => null,
      onSuccess: () => {
        form.reset();
        router.refresh();
      },
      onFailure: (failure) => setError(failure.message || FAILED),
    });
    setBusy(false);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label={`Record one result of ${round.name}`}>
      <p className="text-sm font-semibold text-slate-800">Or one student at a time</p>
      <Field id={`${id}-roll`} label="Roll number" error={rollError}>
        <input name="rollNo" autoComplete="off" maxLength={40} />
      </Field>
      {several ? (
        <Field id={`${id}-institute`} label="Institute" required={false} hint="Needed when the same roll number is registered from two institutes.">
          <Select name="universityId" placeholder="Any" options={institutes.map((i) => ({ value: i.id, label: i.instituteName }))} />
        </Field>
      ) : null}
      <Field id={`${id}-result`} label="Result">
        <Select name="result" options={RESULT_OPTIONS} defaultValue="advance" />
      </Field>
      <FormError message={error} />
      <SubmitButton label="Record result" busyLabel="Recording..." busy={busy} />
    </form>
  );
}
