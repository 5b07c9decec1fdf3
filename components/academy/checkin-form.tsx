"use client";

import { useId, useState } from "react";
import { z } from "zod";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { checkInAction } from "@/lib/academy/actions/attendance";
import { CHECKED_IN_MESSAGE, CHECKIN_CODE_LENGTH, INVALID_CODE_MESSAGE, NOT_OPEN_MESSAGE, checkinBodySchema } from "@/lib/academy/schemas/attendance";
import type { CheckinJson } from "@/lib/academy/contract/attendance";
import { useActionForm } from "@/lib/client/use-action-form";
import { formatDateTime } from "@/lib/format/date";
import { Field } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";

// A candidate checks in to a running session (decisions.md section 15) with the code the trainer shows;
// the QR code opens /candidate/training with the code filled in (`initialCode`). The refusals are said
// in words beside the form: not open yet (or over), a wrong or expired code, too many tries.

const FAILED = "Could not check you in. Please try again.";

type FormValues = { code: string };
type Parsed = z.output<typeof checkinBodySchema>;
const resolver = zodResolver(checkinBodySchema) as unknown as Resolver<FormValues, unknown, Parsed>;

export function CheckinForm({ sessionId, initialCode }: { sessionId: string; initialCode?: string }) {
  const id = useId();
  const [done, setDone] = useState<CheckinJson | null>(null);
  const form = useActionForm<FormValues, Parsed, CheckinJson>({
    resolver,
    defaultValues: { code: (initialCode ?? "").toUpperCase().slice(0, 32) },
    action: ({ code }) => checkInAction({ sessionId, code }),
    successToast: CHECKED_IN_MESSAGE,
    errorToast: FAILED,
    // Every refusal is said in the form (under the field or above the button), not in a toast too.
    refusalToast: () => null,
    onSuccess: (data) => setDone(data),
    onFailure: (failure, { form: rhf }) => {
      if (failure.code === "INVALID_CODE") rhf.setError("code", { message: INVALID_CODE_MESSAGE });
      else if (failure.code === "NOT_OPEN") rhf.setError("root", { message: NOT_OPEN_MESSAGE });
      else if (!failure.errors?.code) rhf.setError("root", { message: failure.message || FAILED });
    },
  });
  const { register, errors, isSubmitting, onSubmit } = form;

  if (done) {
    return (
      <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
        {CHECKED_IN_MESSAGE} (at {formatDateTime(done.checkedInAt)}).
      </p>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3" aria-label="Check in to this session">
      <div className="w-48">
        <Field id={`${id}-code`} label="Check-in code" error={errors.code?.message} plainLabel>
          <input
            type="text"
            inputMode="text"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={CHECKIN_CODE_LENGTH + 4}
            className="font-mono uppercase tracking-widest"
            {...register("code")}
          />
        </Field>
      </div>
      <SubmitButton label="Check in" busyLabel="Checking in..." busy={isSubmitting} className="btn-primary" />
      {errors.root?.message ? (
        <p role="alert" className="w-full rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {errors.root.message}
        </p>
      ) : null}
    </form>
  );
}
