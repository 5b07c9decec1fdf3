"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { cancelDeletionAction } from "@/lib/privacy/actions";
import { loginAction } from "@/lib/accounts/actions/auth";
import { setSessionUser } from "@/lib/client/session-store";
import { safeNextPath, withNext } from "@/lib/site/next-path";
import { toastError, toastSuccess } from "@/lib/client/toast";
import { lazyResolver } from "@/lib/client/lazy-resolver";
import type { SessionUser } from "@/lib/auth/types";
import type { LoginData, LoginInput } from "@/lib/accounts/schemas/auth";
import { homePathFor, type LoginPageAccountType } from "@/lib/accounts/rules/roles";
import { Field } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { SubmitButton } from "@/components/ui/submit-button";
import { AccountTypeField } from "@/components/accounts/account-type-field";
import { FormAlert } from "@/components/ui/form-alert";
import { AuthFooterLink } from "@/components/accounts/auth-footer-link";
import { useHydrated } from "@/components/accounts/use-hydrated";

const FALLBACK_ERROR = "Login failed. Please try again.";

// zod and the schema load when the form is first focused; the first validation awaits them.
const resolver = lazyResolver<LoginInput, unknown, LoginData>(
  () => import("@/components/accounts/form-resolvers").then((module) => module.loginResolver),
  FALLBACK_ERROR,
);

/**
 * Login for candidates, employers, universities and the staff (trainers, recruiters); with `admin`
 * the account type is fixed to Admin and there is no select and no signup link. Success goes to the
 * account's home (homePathFor: /admin, /trainer, else /). An account whose
 * deletion is pending (403 DELETION_PENDING, only after the right password) gets the message and
 * a "Cancel deletion and log in" button that sends the credentials just checked.
 * `email` and `accountType` fill the form (signup sends people here); after login the person goes to
 * `next` when it is a same-site path (checked again here: the form never leaves the site).
 */
export function LoginForm({
  admin = false,
  email = "",
  accountType,
  next,
}: {
  admin?: boolean;
  email?: string;
  accountType?: LoginPageAccountType;
  next?: string;
}) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [formError, setFormError] = useState<string | null>(null);
  // The credentials the server answered DELETION_PENDING to: what "Cancel deletion" sends.
  const [pendingDeletion, setPendingDeletion] = useState<LoginData | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginData>({
    resolver,
    defaultValues: { accountType: admin ? "Admin" : (accountType ?? "Candidate"), email, password: "" },
  });

  // Arriving with the e-mail filled in (from signup), the password is what is left to type.
  const prefilled = email !== "";
  useEffect(() => {
    if (prefilled && hydrated) setFocus("password");
  }, [prefilled, hydrated, setFocus]);

  function loggedIn(user: SessionUser, message: string) {
    setSessionUser(user);
    toastSuccess(message);
    router.push(safeNextPath(next) ?? (admin ? "/admin" : homePathFor(user.role)));
    router.refresh();
  }

  function failed(message: string) {
    setFormError(message);
    toastError(message);
  }

  async function onSubmit(values: LoginData) {
    setFormError(null);
    setPendingDeletion(null);
    try {
      const result = await loginAction(values);
      if (!result.ok) {
        if (result.code === "DELETION_PENDING") setPendingDeletion(values);
        failed(result.message || FALLBACK_ERROR);
        return;
      }
      loggedIn(result.data, "Logged in successfully.");
    } catch (error) {
      console.error(error);
      failed(FALLBACK_ERROR);
    }
  }

  async function cancelDeletion() {
    if (!pendingDeletion) return;
    setCancelling(true);
    try {
      const result = await cancelDeletionAction(pendingDeletion);
      if (!result.ok) {
        setPendingDeletion(null);
        failed(result.message || FALLBACK_ERROR);
        return;
      }
      setPendingDeletion(null);
      setFormError(null);
      loggedIn(result.data, result.message ?? "Deletion cancelled.");
    } catch (error) {
      console.error(error);
      failed(FALLBACK_ERROR);
    } finally {
      setCancelling(false);
    }
  }

  const id = admin ? "admin-login" : "login";
  return (
    <form onSubmit={handleSubmit(onSubmit)} onFocus={resolver.preload} noValidate aria-label={admin ? "Admin login" : "Login"}>
      <fieldset disabled={!hydrated} className="space-y-5">
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        {pendingDeletion ? (
          <div className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            <p>You asked for this account to be deleted. Within 7 days of the request you can still keep it.</p>
            <button type="button" onClick={cancelDeletion} disabled={cancelling} className="btn-primary mt-3 w-full">
              {cancelling ? "Cancelling..." : "Cancel deletion and log in"}
            </button>
          </div>
        ) : null}
        <AccountTypeField
          id={`${id}-account-type`}
          admin={admin}
          error={errors.accountType?.message}
          field={register("accountType")}
          defaultValue={accountType}
        />
        <Field plainLabel id={`${id}-email`} label="Email" error={errors.email?.message}>
          <input type="email" autoComplete="email" {...register("email")} />
        </Field>
        <Field plainLabel id={`${id}-password`} label="Password" error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...register("password")} />
        </Field>
        <p className="-mt-2 text-right text-sm">
          <a
            href={admin ? "/forgot-password?type=admin" : "/forgot-password"}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            Forgot password?
          </a>
        </p>
        <SubmitButton label="Sign In" busyLabel="Signing In..." busy={isSubmitting} disabled={cancelling} className="btn-primary w-full" />
        {admin ? null : <AuthFooterLink prompt="Don't have an account?" href={withNext("/signup", next)} label="Create Account" />}
      </fieldset>
    </form>
  );
}
