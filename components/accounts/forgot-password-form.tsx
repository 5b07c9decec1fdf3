"use client";

import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { forgotPasswordAction } from "@/lib/accounts/actions/auth";
import { toastError } from "@/lib/client/toast";
import { forgotPasswordSchema, type ForgotPasswordData, type ForgotPasswordInput } from "@/lib/accounts/schemas/password";
import { Field } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { AccountTypeField } from "@/components/accounts/account-type-field";
import { FormAlert } from "@/components/ui/form-alert";
import { AuthFooterLink } from "@/components/accounts/auth-footer-link";
import { useHydrated } from "@/components/accounts/use-hydrated";

const FALLBACK_ERROR = "Could not send the link. Please try again.";

/**
 * Asks for a reset link. The answer is the same whether or not the account exists, so after a
 * success the form gives way to that neutral message. With `admin` the account type is fixed.
 */
export function ForgotPasswordForm({ admin = false }: { admin?: boolean }) {
  const hydrated = useHydrated();
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput, unknown, ForgotPasswordData>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { accountType: admin ? "Admin" : "Candidate", email: "" },
  });
  const loginHref = admin ? "/admin/login" : "/login";

  async function onSubmit(values: ForgotPasswordData) {
    setFormError(null);
    try {
      const result = await forgotPasswordAction(values);
      if (result.ok) {
        setSent(result.message ?? "");
        return;
      }
      setFormError(result.message || FALLBACK_ERROR);
      toastError(result.message || FALLBACK_ERROR);
    } catch (error) {
      console.error(error);
      setFormError(FALLBACK_ERROR);
      toastError(FALLBACK_ERROR);
    }
  }

  if (sent !== null) {
    return (
      <div className="space-y-5">
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          {sent}
        </p>
        <p className="text-sm text-slate-700">No mail after a few minutes? Check your spam folder, or make sure the account type is right.</p>
        <Link href={loginHref} className="btn-outline w-full">
          Back to login
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Forgot password">
      <fieldset disabled={!hydrated} className="space-y-5">
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <AccountTypeField id="forgot-account-type" admin={admin} error={errors.accountType?.message} field={register("accountType")} />
        <Field plainLabel id="forgot-email" label="Email" error={errors.email?.message}>
          <input type="email" autoComplete="email" {...register("email")} />
        </Field>
        <SubmitButton label="Send reset link" busyLabel="Sending..." busy={isSubmitting} className="btn-primary w-full" />
        <AuthFooterLink prompt="Remembered it?" href={loginHref} label="Back to login" />
      </fieldset>
    </form>
  );
}
