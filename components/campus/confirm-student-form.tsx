"use client";

import Link from "next/link";
import { useState, useTransition } from "react";
import { confirmStudentAction } from "@/lib/campus/actions/rosters";
import type { StudentClaimJson } from "@/lib/campus/contract/common";
import { gradeText } from "@/lib/campus/rules/common";
import { toastError, toastSuccess } from "@/lib/client/toast";
import { FormAlert } from "@/components/ui/form-alert";

const FAILED = "Could not confirm. Please try again later.";

/**
 * The line an institute's roster gave for this person, and one button: nothing was linked or changed
 * before it is pressed (decisions.md section 20). Not studying there? Nothing to do: the page says so.
 */
export function ConfirmStudentForm({ token, claim }: { token: string; claim: StudentClaimJson }) {
  const [busy, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const institute = claim.institute.instituteName;

  function confirm() {
    setError(null);
    startTransition(async () => {
      const result = await confirmStudentAction({ token }).catch(() => null);
      if (result?.ok) {
        setDone(true);
        toastSuccess(`You are now a student of ${institute}`);
        return;
      }
      const message = result?.message || FAILED;
      setError(message);
      toastError(message);
    });
  }

  if (done) {
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          Confirmed: you are a student of {institute}. Your course, passing year and marks now come from its record.
        </p>
        <Link href="/candidate/drives" className="btn-primary">
          See your campus drives
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="text-slate-800">
        <strong>{institute}</strong> has listed you as its student. Nothing of your account has changed: confirm only if you study there.
      </p>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
        <dt className="font-medium text-slate-600">Roll number</dt>
        <dd className="break-all">{claim.rollNo}</dd>
        <dt className="font-medium text-slate-600">Course</dt>
        <dd>{claim.course}</dd>
        <dt className="font-medium text-slate-600">Passing year</dt>
        <dd>{claim.passingYear}</dd>
        <dt className="font-medium text-slate-600">{claim.marks === null ? "CGPA" : "Marks"}</dt>
        <dd>{gradeText(claim)}</dd>
        <dt className="font-medium text-slate-600">Backlogs</dt>
        <dd>{claim.backlogs}</dd>
      </dl>
      <p className="text-sm text-slate-600">
        Confirming brings your profile&apos;s course, passing year and marks to these values and shows you the institute&apos;s campus
        drives. If you do not study there, leave this page: nothing changes.
      </p>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <button type="button" className="btn-primary" disabled={busy} onClick={confirm}>
        {busy ? "Confirming..." : `Confirm I study at ${institute}`}
      </button>
    </div>
  );
}
