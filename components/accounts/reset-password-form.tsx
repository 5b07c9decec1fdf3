"use client";

import Link from "next/link";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { resetPasswordAction } from "@/lib/accounts/actions/auth";
import { showServerErrors } from "@/lib/client/form-errors";
import { toastError, toastSuccess } from "@/lib/client/toast";
import { resetPasswordFormSchema, type ResetPasswordFormData, type ResetPasswordFormInput } from "@/lib/accounts/schemas/password";
import type { Role } from "@/lib/auth/types";
import { passwordRuleStates } from "@/lib/accounts/rules/signup";
import { loginPathFor } from "@/lib/accounts/rules/roles";
import { Field } from "@/components/ui/field";
import { NewPasswordInput } from "@/components/ui/new-password-input";
import { PasswordInput } from "@/components/ui/password-input";
import { SubmitButton } from "@/components/ui/submit-button";
import { FormAlert } from "@/components/ui/form-alert";
import { useHydrated } from "@/components/accounts/use-hydrated";

const FALLBACK_ERROR = "Could not reset the password. Please try again.";

/** The new password, twice, for the token of the mailed link; then a link to the right login page. */
export function ResetPasswordForm({ token }: { token: string }) {
  const hydrated = useHydrated();
  const [done, setDone] = useState<{ message: string; role: Role } | null>(null);
  // A wrong, used or expired link cannot be fixed by retyping: the page offers a new one instead.
  const [linkError, setLinkError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormInput, unknown, ResetPasswordFormData>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { token, password: "", confirmPassword: "" },
  });
  const password = useWatch({ control, name: "password" }) ?? "";

  async function onSubmit(values: ResetPasswordFormData) {
    setLinkError(null);
    try {
      const result = await resetPasswordAction({ token: values.token, password: values.password });
      if (result.ok) {
        toastSuccess(result.message ?? "Password reset");
        setDone({ message: result.message ?? "", role: result.data.role });
        return;
      }
      if (result.code === "INVALID_TOKEN") setLinkError(result.message);
      else showServerErrors(setError, result.errors, { password: true });
      toastError(result.message || FALLBACK_ERROR);
    } catch (error) {
      console.error(error);
      toastError(FALLBACK_ERROR);
    }
  }

  if (done) {
    return (
      <div className="space-y-5">
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          {done.message}
        </p>
        <Link href={loginPathFor(done.role)} className="btn-primary w-full">
          Log in
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Reset password">
      <fieldset disabled={!hydrated} className="space-y-5">
        {linkError ? (
          <FormAlert>
            {linkError}{" "}
            <Link href="/forgot-password" className="font-semibold underline">
              Request a new link
            </Link>
          </FormAlert>
        ) : null}
        <input type="hidden" {...register("token")} />
        <Field plainLabel id="reset-password" label="New password" error={errors.password?.message}>
          <NewPasswordInput password={password} rules={passwordRuleStates(password)} autoComplete="new-password" {...register("password")} />
        </Field>
        <Field plainLabel id="reset-confirm-password" label="Confirm new password" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...register("confirmPassword")} />
        </Field>
        <SubmitButton label="Reset password" busyLabel="Saving..." busy={isSubmitting} className="btn-primary w-full" />
      </fieldset>
    </form>
  );
}
