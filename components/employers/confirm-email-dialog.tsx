"use client";

import { CodeDialog, type CodeResult } from "@/components/ui/code-dialog";
import { OTP_REQUIRED } from "@/lib/accounts/schemas/auth";
import { confirmEmployerEmailAction } from "@/lib/employers/actions";
import type { EmployerProfile } from "@/lib/employers/contract";
import type { SessionUser } from "@/lib/auth/types";

/**
 * The 4-character code mailed to a new login e-mail (docs/decisions/0010), the same dialog as
 * the signup's 'Verify Your Email'; a new code comes from saving the profile again.
 */
export function ConfirmEmailDialog(props: {
  open: boolean;
  email: string;
  onClose: () => void;
  onConfirmed: (data: { profile: EmployerProfile; user: SessionUser }) => void;
}) {
  async function confirm(otp: string): Promise<CodeResult> {
    try {
      const result = await confirmEmployerEmailAction({ otp });
      if (!result.ok) return { ok: false, message: result.errors?.otp ?? result.message };
      props.onConfirmed(result.data);
      return { ok: true };
    } catch (err) {
      console.error(err);
      return { ok: false, message: "Invalid OTP" };
    }
  }

  return (
    <CodeDialog
      requiredMessage={OTP_REQUIRED}
      open={props.open}
      onClose={props.onClose}
      title="Confirm Your New Email"
      email={props.email}
      purpose="make it your login e-mail"
      inputId="email-change-code"
      submitLabel="Confirm Email"
      busyLabel="Confirming..."
      onSubmit={confirm}
      hint="No code? Save the profile with the new e-mail again to get a new one."
    />
  );
}
