"use client";

import { type FormEvent, useState, useTransition } from "react";
import { setPolicyAction } from "@/lib/campus/actions/rosters";
import { CGPA_FACTOR, CGPA_FACTOR_MAX, CGPA_FACTOR_MIN } from "@/lib/campus/schemas/common";
import { runAction } from "@/lib/client/run-action";
import { Field } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";

// The factor a student's CGPA counts by against a drive's minimum marks (decisions.md section 20, PATCH
// university/policy `{ cgpaFactor }`): empty is the default. Records keep the CGPA as imported, so a new
// factor applies to every drive's eligibility from now on.

export function CgpaFactorForm({ cgpaFactor }: { cgpaFactor: number | null }) {
  const [value, setValue] = useState(cgpaFactor === null ? "" : String(cgpaFactor));
  const [error, setError] = useState<string | undefined>();
  const [pending, startTransition] = useTransition();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    startTransition(() =>
      runAction(() => setPolicyAction({ cgpaFactor: value.trim() === "" ? null : value.trim() }), {
        successToast: "CGPA factor saved.",
        errorToast: "Could not save the CGPA factor. Please try again later.",
        refusalToast: () => null,
        onFailure: (failure) => setError(failure.errors?.cgpaFactor ?? failure.message),
      }),
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
      <div className="w-56">
        <Field
          id="cgpa-factor"
          label="CGPA factor"
          required={false}
          error={error}
          hint={`From ${CGPA_FACTOR_MIN} to ${CGPA_FACTOR_MAX}; empty: ${CGPA_FACTOR}.`}
        >
          <input name="cgpaFactor" inputMode="decimal" autoComplete="off" placeholder={String(CGPA_FACTOR)} value={value} onChange={(e) => setValue(e.target.value)} />
        </Field>
      </div>
      <SubmitButton label="Save factor" busyLabel="Saving..." busy={pending} />
    </form>
  );
}
