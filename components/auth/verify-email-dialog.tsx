"use client";

import { useState, type FormEvent } from "react";
import { Dialog } from "@/components/ui/dialog";
import { OTP_REQUIRED } from "@/lib/validations/auth";

type VerifyResult = { ok: true } | { ok: false; message?: string };

/**
 * 'Verify Your Email': the 4-character code from the mail. Closing (Cancel, ×, Escape) clears
 * the code and its error; the parent decides what a verify and a resend do.
 */
export function VerifyEmailDialog(props: {
  open: boolean;
  email: string;
  onClose: () => void;
  onVerify: (otp: string) => Promise<VerifyResult>;
  onResend: () => Promise<void>;
}) {
  const [otp, setOtp] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"verify" | "resend" | null>(null);

  function close() {
    setOtp("");
    setError(null);
    props.onClose();
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!otp.trim()) {
      setError(OTP_REQUIRED);
      return;
    }
    setBusy("verify");
    setError(null);
    try {
      const result = await props.onVerify(otp.trim());
      if (result.ok) {
        setOtp("");
        return;
      }
      setError(result.message || "Invalid OTP");
    } finally {
      setBusy(null);
    }
  }

  async function resend() {
    setBusy("resend");
    try {
      await props.onResend();
      setOtp("");
      setError(null);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Dialog
      open={props.open}
      onClose={close}
      title="Verify Your Email"
      closeOnBackdrop={false}
      description={
        <>
          We have sent a verification code to <strong className="text-slate-900">{props.email}</strong>. Enter it below to
          create your account. The code is valid for 10 minutes.
        </>
      }
    >
      <form onSubmit={verify} noValidate className="space-y-4">
        <div>
          <label htmlFor="verification-code" className="mb-1.5 block text-sm font-semibold text-slate-800">
            Verification code
          </label>
          <input
            id="verification-code"
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
            aria-describedby={error ? "verification-code-error" : undefined}
            className="field-control text-center font-mono text-lg tracking-[0.5em] uppercase placeholder:font-sans placeholder:text-sm placeholder:tracking-normal placeholder:normal-case"
          />
          {error ? (
            <p id="verification-code-error" role="alert" className="mt-1.5 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={close} className="btn-outline">
            Cancel
          </button>
          <button type="submit" disabled={busy !== null} className="btn-primary">
            {busy === "verify" ? "Verifying..." : "Verify Email"}
          </button>
        </div>
        <p className="text-sm text-slate-600">
          Didn&apos;t get the code?{" "}
          <button
            type="button"
            onClick={resend}
            disabled={busy !== null}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline disabled:opacity-60"
          >
            {busy === "resend" ? "Sending..." : "Resend code"}
          </button>
        </p>
      </form>
    </Dialog>
  );
}
