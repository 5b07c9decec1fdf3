"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { passwordRuleStates } from "@/lib/accounts/rules/signup";
import { consentField, passwordField, REQUIRED } from "@/lib/accounts/schemas/auth";
import { LEGAL_DOCUMENTS } from "@/lib/privacy/rules";
import { acceptInvitationAction } from "@/lib/teams/actions/members";
import type { InvitationPreview } from "@/lib/teams/contract/common";
import { JOINED_MESSAGE, memberLoginPath, TEAM_ROLE_DESCRIPTIONS, TEAM_ROLE_IN_SENTENCE } from "@/lib/teams/rules/roles";
import { requiredText } from "@/lib/validations/common";
import { useActionForm } from "@/lib/client/use-action-form";
import { ConsentCheckbox } from "@/components/ui/consent-checkbox";
import { Field } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { NewPasswordInput } from "@/components/ui/new-password-input";
import { SubmitButton } from "@/components/ui/submit-button";

// /team/accept: the invitation's company and role, then "Join". An address without an Employer login
// first chooses a name and a password (and agrees to the terms, as at signup); afterwards the new
// member logs in as an Employer with the e-mail filled in.

const FAILED = "Could not join the team. Please try again later.";

const newLoginSchema = z.object({ fullName: requiredText(REQUIRED, 100), password: passwordField, consent: consentField });
const joinSchema = z.object({});

type FormValues = { fullName: string; password: string; consent: boolean };
type Parsed = { fullName?: string; password?: string };

export function AcceptInvitationForm({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const formId = useId();
  const [joined, setJoined] = useState(false);
  const resolver = zodResolver(invitation.needsAccount ? newLoginSchema : joinSchema) as unknown as Resolver<FormValues, unknown, Parsed>;
  const form = useActionForm<FormValues, Parsed, unknown>({
    resolver,
    defaultValues: { fullName: "", password: "", consent: false },
    action: ({ fullName, password }) => acceptInvitationAction({ token, fullName, password }),
    successToast: JOINED_MESSAGE,
    errorToast: FAILED,
    onSuccess: () => setJoined(true),
    onFailure: (failure, { form: rhf }) => {
      if (failure.code !== "VALIDATION" || !failure.errors) rhf.setError("root", { message: failure.message || FAILED });
    },
  });
  const { register, errors, isSubmitting, onSubmit, control } = form;
  const password = useWatch({ control, name: "password" }) ?? "";
  const role = TEAM_ROLE_IN_SENTENCE[invitation.role];

  if (joined) {
    return (
      <div className="space-y-5">
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          You have joined {invitation.orgName} as {role}. Log in as an Employer with {invitation.email}.
        </p>
        <Link href={memberLoginPath(invitation.email)} className="btn-primary w-full">
          Log in
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={`Join ${invitation.orgName}`}>
      <div className="space-y-2 text-sm text-slate-700">
        <p>
          <strong className="text-slate-900">{invitation.orgName}</strong> invites <strong className="text-slate-900">{invitation.email}</strong>{" "}
          to join its hiring team as {role}.
        </p>
        <p>{TEAM_ROLE_DESCRIPTIONS[invitation.role]}</p>
        {invitation.needsAccount ? (
          <p>Choose your name and a password for your new Employer login.</p>
        ) : (
          <p>You already have an Employer login with this address: after joining, log in with its password.</p>
        )}
      </div>
      {errors.root?.message ? <FormAlert>{errors.root.message}</FormAlert> : null}
      {invitation.needsAccount ? (
        <>
          <Field plainLabel id={`${formId}-name`} label="Full name" error={errors.fullName?.message}>
            <input type="text" autoComplete="name" {...register("fullName")} />
          </Field>
          <Field plainLabel id={`${formId}-password`} label="Password" error={errors.password?.message}>
            <NewPasswordInput password={password} rules={passwordRuleStates(password)} autoComplete="new-password" {...register("password")} />
          </Field>
          <ConsentCheckbox id={`${formId}-consent`} documents={LEGAL_DOCUMENTS} error={errors.consent?.message} field={register("consent")} />
        </>
      ) : null}
      <SubmitButton label={`Join ${invitation.orgName}`} busyLabel="Joining..." busy={isSubmitting} className="btn-primary w-full" />
    </form>
  );
}
