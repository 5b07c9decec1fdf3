"use client";

import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { forgotPasswordAction } from "@/lib/accounts/actions/auth";
import { toastError } from "@/lib/client/toast";
import { SIGNUP_ACCOUNT_TYPES } from "@/lib/accounts/schemas/auth";
import { forgotPasswordSchema, type ForgotPasswordData, type ForgotPasswordInput } from "@/lib/accounts/schemas/password";
import { AuthField } from "@/components/accounts/auth-field";
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
        {formError ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {formError}
          </div>
        ) : null}
        {admin ? (
          <input type="hidden" {...register("accountType")} />
        ) : (
          <AuthField id="forgot-account-type" label="Account type" error={errors.accountType?.message}>
            <select {...register("accountType")}>
              {SIGNUP_ACCOUNT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </AuthField>
        )}
        <AuthField id="forgot-email" label="Email" error={errors.email?.message}>
          <input type="email" autoComplete="email" {...register("email")} />
        </AuthField>
        <button type="submit" disabled={isSubmitting} className="btn-primary w-full">
          {isSubmitting ? "Sending..." : "Send reset link"}
        </button>
        <p className="text-center text-sm text-slate-700">
          Remembered it?{" "}
          <Link href={loginHref} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            Back to login
          </Link>
        </p>
      </fieldset>
    </form>
  );
}
