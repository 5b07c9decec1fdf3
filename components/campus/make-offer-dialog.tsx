"use client";

import { type FormEvent, useId, useState } from "react";
import { useRouter } from "next/navigation";
import { createOfferAction } from "@/lib/campus/actions/offers";
import { OFFER_MADE_MESSAGE } from "@/lib/campus/rules/offers";
import { runAction } from "@/lib/client/run-action";
import { DialogButton } from "@/components/ui/dialog-button";
import { FormFooter } from "@/components/ui/dialog-buttons";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";

// "Make an offer" (decisions.md section 18): to a student registered for the drive, named by roll
// number and institute (a roll number is unique only within its institute), with the yearly salary
// and the joining date. The student is notified and mailed. "Record offer" (a row of the drive's
// student list, the placement officer's too: section 20) is the same form for the row's student.

type Institute = { id: string; instituteName: string };
/** The row's student: the offer names them, so the form asks only for the salary and the joining date. */
export type OfferStudent = { name: string; rollNo: string; universityId: string };
type Errors = Partial<Record<"rollNo" | "universityId" | "salary" | "joiningDate", string>>;

const FAILED = "Could not make the offer. Please try again.";

export function MakeOfferDialog({ driveId, institutes }: { driveId: string; institutes: readonly Institute[] }) {
  const router = useRouter();
  return (
    <DialogButton label="Make an offer" className="btn-primary" title="Make an offer" description="The student is told at once and answers on their offers page.">
      {(close) => <OfferForm driveId={driveId} institutes={institutes} onDone={close} onMade={() => router.refresh()} />}
    </DialogButton>
  );
}

/** A row's "Record offer": the dialog for that student. */
export function RecordOfferDialog({ driveId, student }: { driveId: string; student: OfferStudent }) {
  const router = useRouter();
  return (
    <DialogButton
      label={`Record offer for ${student.name}`}
      className="btn-outline px-3 py-1.5 text-sm"
      title={`Record an offer for ${student.name}`}
      description={`Roll number ${student.rollNo}. The student is told at once and answers on their offers page; the other side is told too.`}
    >
      {(close) => <OfferForm driveId={driveId} institutes={[]} student={student} onDone={close} onMade={() => router.refresh()} />}
    </DialogButton>
  );
}

type OfferFormProps = { driveId: string; institutes: readonly Institute[]; student?: OfferStudent; onDone: () => void; onMade: () => void };

function OfferForm({ driveId, institutes, student, onDone, onMade }: OfferFormProps) {
  const id = useId();
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    const input = {
      rollNo: student?.rollNo ?? text("rollNo"),
      universityId: student?.universityId ?? text("universityId"),
      salary: Number(text("salary").replace(/,/g, "")),
      joiningDate: text("joiningDate"),
    };
    const missing: Errors = {};
    if (!input.rollNo) missing.rollNo = "A roll number is required";
    if (!input.universityId) missing.universityId = "Please choose the institute";
    if (!Number.isInteger(input.salary) || input.salary <= 0) missing.salary = "The yearly salary is a whole number of rupees";
    if (!input.joiningDate) missing.joiningDate = "Please enter a valid joining date";
    setErrors(missing);
    setFormError(undefined);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    await runAction(() => createOfferAction({ id: driveId, ...input }), {
      successToast: OFFER_MADE_MESSAGE,
      errorToast: FAILED,
      refusalToast: () => null,
      onSuccess: () => {
        onMade();
        onDone();
      },
      onFailure: (failure) => {
        if (failure.code === "VALIDATION" && failure.errors) setErrors(failure.errors as Errors);
        else setFormError(failure.message || FAILED);
      },
    });
    setBusy(false);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={student ? `Record an offer for ${student.name}` : "Make an offer"}>
      {student ? null : (
        <>
          <Field id={`${id}-roll`} label="Roll number" error={errors.rollNo}>
            <input name="rollNo" autoComplete="off" maxLength={40} />
          </Field>
          <Field id={`${id}-institute`} label="Institute" error={errors.universityId}>
            <Select
              name="universityId"
              defaultValue={institutes.length === 1 ? institutes[0].id : ""}
              placeholder={institutes.length === 1 ? undefined : "Choose the institute"}
              options={institutes.map((i) => ({ value: i.id, label: i.instituteName }))}
            />
          </Field>
        </>
      )}
      <Field id={`${id}-salary`} label="Salary (₹ a year)" error={errors.salary}>
        <input name="salary" inputMode="numeric" autoComplete="off" placeholder="e.g. 650000" />
      </Field>
      <Field id={`${id}-joining`} label="Joining date" error={errors.joiningDate}>
        <input name="joiningDate" type="date" />
      </Field>
      <FormFooter
        error={formError ?? (student ? (errors.rollNo ?? errors.universityId) : undefined)}
        submitting={busy}
        onCancel={onDone}
        submitLabel={student ? "Record offer" : "Send offer"}
        submittingLabel={student ? "Recording..." : "Sending..."}
      />
    </form>
  );
}
