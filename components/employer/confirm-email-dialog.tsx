"use client";

import { useState, type FormEvent } from "react";
import { Dialog } from "@/components/ui/dialog";
import { confirmEmployerEmailAction } from "@/lib/actions/employer";
import type { EmployerProfile } from "@/lib/api/operations/employer";
import type { SessionUser } from "@/lib/auth/types";
import { OTP_REQUIRED } from "@/lib/validations/auth";

/**
 * The 4-character code mailed to a new login e-mail (docs/decisions/0010). Like the signup's
 * 'Verify Your Email': closing (Cancel, ×, Escape) clears the code and its error.
 */
export function ConfirmEmailDialog(props: {
  open: boolean;
  email: string;
  onClose: () => void;
  onConfirmed: (data: { profile: EmployerProfile; user: SessionUser }) => void;
}) {
  const [otp, setOtp] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    setOtp("");
    setError(null);
    props.onClose();
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!otp.trim()) {
      setError(OTP_REQUIRED);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await confirmEmployerEmailAction({ otp: otp.trim() });
      if (result.ok) {
        setOtp("");
        props.onConfirmed(result.data);
        return;
      }
      setError(result.errors?.otp ?? result.message);
    } catch (err) {
      console.error(err);
      setError("Invalid OTP");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={props.open}
      onClose={close}
      title="Confirm Your New Email"
      closeOnBackdrop={false}
      description={
        <>
          We have sent a verification code to <strong className="text-slate-900">{props.email}</strong>. Enter it below to
          make it your login e-mail. The code is valid for 10 minutes.
        </>
      }
    >
      <form onSubmit={confirm} noValidate className="space-y-4">
        <div>
          <label htmlFor="email-change-code" className="mb-1.5 block text-sm font-semibold text-slate-800">
            Verification code
          </label>
          <input
            id="email-change-code"
            name="otp"
            value={otp}
            onChange={(event) => {
              setOtp(event.target.value);
              setError(null);
            }}
            maxLength={4}
            placeholder="Enter verification code"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "email-change-code-error" : undefined}
            className="field-control text-center font-mono text-lg tracking-[0.5em] uppercase placeholder:font-sans placeholder:text-sm placeholder:tracking-normal placeholder:normal-case"
          />
          {error ? (
            <p id="email-change-code-error" role="alert" className="mt-1.5 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={close} className="btn-outline">
            Cancel
          </button>
          <button type="submit" disabled={busy} className="btn-primary">
            {busy ? "Confirming..." : "Confirm Email"}
          </button>
        </div>
        <p className="text-sm text-slate-600">No code? Save the profile with the new e-mail again to get a new one.</p>
      </form>
    </Dialog>
  );
}
