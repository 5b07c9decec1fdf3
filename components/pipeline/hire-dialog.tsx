"use client";

import { useState, type FormEvent } from "react";
import { Dialog } from "@/components/ui/dialog";
import { DialogButtons } from "@/components/ui/dialog-buttons";
import { Field } from "@/components/ui/field";
import { ANNUAL_CTC_MESSAGE } from "@/lib/desk/rules/placements";
import { EMPTY_MESSAGE, MessageFields, type MessageValues } from "@/components/pipeline/message-fields";
import type { SubmitErrors } from "@/components/pipeline/reject-dialog";

export type HireValues = { message?: string; note?: string; startDate?: string; annualCtc?: string };

type Props = {
  onSubmit: (values: HireValues) => Promise<SubmitErrors>;
  onClose: () => void;
  /** Put forward by TalentBridge (`source: agency`): the hire records a placement, which needs its CTC. */
  agency?: boolean;
};

const blankToUndefined = (value: string) => (value.trim() ? value : undefined);

/**
 * Hired is final (nothing moves it again), so it is confirmed, with optional words to the candidate. An
 * agency application also asks the annual CTC (decisions.md section 20): required here, since its
 * placement is invoiced on it; a direct hire records no placement, so nothing would keep a CTC.
 */
export function HireDialog({ open, name, ...props }: Props & { open: boolean; name: string }) {
  return (
    <Dialog open={open} onClose={props.onClose} title={`Mark ${name} as hired`} description="This is final: a hired application cannot be moved again.">
      <HireForm {...props} />
    </Dialog>
  );
}

function HireForm({ onSubmit, onClose, agency = false }: Props) {
  const [words, setWords] = useState<MessageValues>(EMPTY_MESSAGE);
  const [startDate, setStartDate] = useState("");
  const [annualCtc, setAnnualCtc] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The format (whole rupees) is the server's to check; here only that an agency hire gives one.
    if (agency && !annualCtc.trim()) return setErrors({ annualCtc: ANNUAL_CTC_MESSAGE });
    setBusy(true);
    const failed = await onSubmit({
      message: blankToUndefined(words.message),
      note: blankToUndefined(words.note),
      startDate: blankToUndefined(startDate),
      ...(agency ? { annualCtc: annualCtc.trim() } : {}),
    });
    setBusy(false);
    if (failed) setErrors(failed);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {/* A candidate put forward by TalentBridge becomes a placement from this day (decisions.md section 17). */}
      <Field id="hire-start-date" label="Start date" required={false} error={errors.startDate} hint="The first day at work. Blank: today.">
        <input type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} />
      </Field>
      {agency ? (
        <Field id="hire-annual-ctc" label="Annual CTC (₹)" error={errors.annualCtc} hint="Whole rupees a year, e.g. 600000. The placement (and its invoice) is based on it.">
          <input type="text" inputMode="numeric" autoComplete="off" maxLength={16} value={annualCtc} onChange={(e) => setAnnualCtc(e.target.value)} />
        </Field>
      ) : null}
      <MessageFields idPrefix="hire" values={words} errors={errors} onChange={setWords} />
      <DialogButtons busy={busy} submit="Mark as hired" onCancel={onClose} />
    </form>
  );
}
