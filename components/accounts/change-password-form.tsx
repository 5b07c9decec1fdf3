"use client";

import { useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { changePasswordAction } from "@/lib/accounts/actions/security";
import { useActionForm } from "@/lib/client/use-action-form";
import { passwordRuleStates } from "@/lib/accounts/rules/signup";
import { changePasswordFormSchema, type ChangePasswordFormData } from "@/lib/accounts/schemas/password";
import { Field } from "@/components/ui/field";
import { NewPasswordInput } from "@/components/ui/new-password-input";
import { PasswordInput } from "@/components/ui/password-input";
import { SubmitButton } from "@/components/ui/submit-button";
import { useHydrated } from "@/components/accounts/use-hydrated";

const FALLBACK_ERROR = "Could not change the password. Please try again.";
const EMPTY = { currentPassword: "", password: "", confirmPassword: "" };

/** /account: the current password and the new one twice. This browser stays logged in; other devices are logged out. */
export function ChangePasswordForm() {
  const hydrated = useHydrated();
  const { register, control, errors, isSubmitting, onSubmit } = useActionForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
    // The confirmation is the form's own check; the action takes the two passwords.
    action: (values: ChangePasswordFormData) => changePasswordAction({ currentPassword: values.currentPassword, password: values.password }),
    resetOnSuccess: true,
    successToast: "Password changed successfully",
    errorToast: FALLBACK_ERROR,
  });
  const password = useWatch({ control, name: "password" }) ?? "";

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password">
      <fieldset disabled={!hydrated} className="space-y-5">
        <Field plainLabel id="change-current-password" label="Current password" error={errors.currentPassword?.message}>
          <PasswordInput autoComplete="current-password" {...register("currentPassword")} />
        </Field>
        <Field plainLabel id="change-password" label="New password" error={errors.password?.message}>
          <NewPasswordInput password={password} rules={passwordRuleStates(password)} autoComplete="new-password" {...register("password")} />
        </Field>
        <Field plainLabel id="change-confirm-password" label="Confirm new password" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...register("confirmPassword")} />
        </Field>
        <SubmitButton label="Change password" busyLabel="Saving..." busy={isSubmitting} className="btn-primary" />
      </fieldset>
    </form>
  );
}
