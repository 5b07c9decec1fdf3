"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import { Dialog } from "@/components/ui/dialog";

export type CodeResult = { ok: true } | { ok: false; message: string };

/**
 * A dialog asking for the 4-character code from a mail (signup's 'Verify Your Email', the
 * employer's new login e-mail). Closing (Cancel, ×, Escape) clears the code and its error; the
 * caller decides what a submit does and what the line under the buttons offers.
 */
export function CodeDialog(props: {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Where the code went, and what entering it does ("create your account"): the description's words. */
  email: string;
  purpose: string;
  /** Keeps each dialog's field id (and its error's id) distinct and stable. */
  inputId: string;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (otp: string) => Promise<CodeResult>;
  /** When given, the footer offers 'Resend code'; a successful resend clears the field. */
  onResend?: () => Promise<void>;
  /** The line under the buttons when there is no resend. */
  hint?: ReactNode;
  /** The error shown when the field is submitted empty (the accounts capability words it). */
  requiredMessage: string;
}) {
  const [otp, setOtp] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"submit" | "resend" | null>(null);
  const errorId = `${props.inputId}-error`;

  function close() {
    setOtp("");
    setError(null);
    props.onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!otp.trim()) {
      setError(props.requiredMessage);
      return;
    }
    setBusy("submit");
    setError(null);
    try {
      const result = await props.onSubmit(otp.trim());
      if (result.ok) {
        setOtp("");
        return;
      }
      setError(result.message);
    } finally {
      setBusy(null);
    }
  }

  async function resend(onResend: () => Promise<void>) {
    setBusy("resend");
    try {
      await onResend();
      setOtp("");
      setError(null);
    } finally {
      setBusy(null);
    }
  }

  const { onResend } = props;
  return (
    <Dialog
      open={props.open}
      onClose={close}
      title={props.title}
      closeOnBackdrop={false}
      description={
        <>
          We have sent a verification code to <strong className="text-slate-900">{props.email}</strong>. Enter it below to{" "}
          {props.purpose}. The code is valid for 10 minutes.
        </>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <div>
          <label htmlFor={props.inputId} className="mb-1.5 block text-sm font-semibold text-slate-800">
            Verification code
          </label>
          <input
            id={props.inputId}
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
            aria-describedby={error ? errorId : undefined}
            className="field-control text-center font-mono text-lg tracking-[0.5em] uppercase placeholder:font-sans placeholder:text-sm placeholder:tracking-normal placeholder:normal-case"
          />
          {error ? (
            <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={close} className="btn-outline">
            Cancel
          </button>
          <button type="submit" disabled={busy !== null} className="btn-primary">
            {busy === "submit" ? props.busyLabel : props.submitLabel}
          </button>
        </div>
        {onResend ? (
          <p className="text-sm text-slate-600">
            Didn&apos;t get the code?{" "}
            <button
              type="button"
              onClick={() => resend(onResend)}
              disabled={busy !== null}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline disabled:opacity-60"
            >
              {busy === "resend" ? "Sending..." : "Resend code"}
            </button>
          </p>
        ) : props.hint ? (
          <p className="text-sm text-slate-600">{props.hint}</p>
        ) : null}
      </form>
    </Dialog>
  );
}
