"use client";

import { CodeDialog } from "@/components/ui/code-dialog";
import { OTP_REQUIRED } from "@/lib/accounts/schemas/auth";

type VerifyResult = { ok: true } | { ok: false; message?: string };

/** 'Verify Your Email' at signup; the parent decides what a verify and a resend do. */
export function VerifyEmailDialog(props: {
  open: boolean;
  email: string;
  onClose: () => void;
  onVerify: (otp: string) => Promise<VerifyResult>;
  onResend: () => Promise<void>;
}) {
  return (
    <CodeDialog
      requiredMessage={OTP_REQUIRED}
      open={props.open}
      onClose={props.onClose}
      title="Verify Your Email"
      email={props.email}
      purpose="create your account"
      inputId="verification-code"
      submitLabel="Verify Email"
      busyLabel="Verifying..."
      onSubmit={async (otp) => {
        const result = await props.onVerify(otp);
        return result.ok ? result : { ok: false, message: result.message || "Invalid OTP" };
      }}
      onResend={props.onResend}
    />
  );
}
