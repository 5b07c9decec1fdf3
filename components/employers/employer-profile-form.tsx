"use client";

import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { updateEmployerProfileAction } from "@/lib/employers/actions";
import { setSessionUser } from "@/lib/client/session-store";
import { toastSuccess } from "@/lib/client/toast";
import { useActionForm } from "@/lib/client/use-action-form";
import type { EmployerProfile } from "@/lib/employers/contract";
import type { SessionUser } from "@/lib/auth/types";
import { employerProfileSchema, type EmployerProfileInput } from "@/lib/employers/schemas";
import { Field } from "@/components/ui/field";
import { OrganisationAddressFields } from "@/components/ui/organisation-address-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { AccountStatusBadge } from "@/components/employers/account-status-badge";
import { ConfirmEmailDialog } from "@/components/employers/confirm-email-dialog";

const EMPTY: EmployerProfileInput = { orgName: "", email: "", mobile: "", website: "", city: "", state: "", about: "", gstin: "" };

function formValues(profile: EmployerProfile | null): EmployerProfileInput {
  if (!profile) return EMPTY;
  const { orgName, email, mobile, website, city, state, about, gstin } = profile;
  return { orgName, email, mobile, website, city, state, about, gstin: gstin ?? "" };
}

export function EmployerProfileForm({ profile: initial }: { profile: EmployerProfile | null }) {
  // The saved profile: its status badge and pending e-mail follow every save and confirmation.
  const [profile, setProfile] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  const { register, reset, errors, isSubmitting, onSubmit } = useActionForm({
    resolver: zodResolver(employerProfileSchema),
    defaultValues: formValues(profile),
    action: updateEmployerProfileAction,
    successToast: "Profile updated successfully",
    errorToast: "Error updating profile",
    refusalToast: "fixed",
    onSuccess(data, { values }) {
      saved(data);
      // A new login e-mail waits for the code just mailed to it.
      if (data.profile.pendingEmail && values.email === data.profile.pendingEmail) setConfirming(true);
    },
    onFailure(failure, { form }) {
      // Codes for a new e-mail were asked for too often: say so next to the e-mail.
      if (failure.code === "RATE_LIMITED") form.setError("email", { message: failure.message });
    },
  });

  function saved(data: { profile: EmployerProfile; user: SessionUser }) {
    setProfile(data.profile);
    reset(formValues(data.profile));
    setSessionUser(data.user); // the header shows the organisation's name
  }

  function confirmed(data: { profile: EmployerProfile; user: SessionUser }) {
    saved(data);
    setConfirming(false);
    toastSuccess("Email updated successfully");
  }

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby="employer-profile-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="employer-profile-title" className="text-xl font-semibold text-slate-900">
            Company Details
          </h2>
          {profile ? (
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <span>Account status:</span>
              <AccountStatusBadge status={profile.status} />
            </p>
          ) : null}
        </div>
        {profile?.pendingEmail ? (
          <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
            <p>
              Your login e-mail stays <strong>{profile.email}</strong> until you confirm <strong>{profile.pendingEmail}</strong> with
              the code we sent to it.
            </p>
            <button type="button" className="btn-outline mt-3 px-4 py-2" onClick={() => setConfirming(true)}>
              Enter code
            </button>
          </div>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="employer-org-name" label="Organization Name" error={errors.orgName?.message}>
            <input type="text" autoComplete="organization" {...register("orgName")} />
          </Field>
          <Field id="employer-email" label="Email" error={errors.email?.message}>
            <input type="email" autoComplete="email" {...register("email")} />
          </Field>
          <Field id="employer-mobile" label="Mobile" error={errors.mobile?.message}>
            <input type="tel" inputMode="tel" autoComplete="tel" {...register("mobile")} />
          </Field>
          <OrganisationAddressFields idPrefix="employer" register={register} errors={errors} websitePlaceholder="https://example.com" />
          <Field
            id="employer-gstin"
            label="GSTIN"
            required={false}
            hint="15 characters, e.g. 27AAPFU0939F1ZV. With a valid GSTIN an approved company shows as a Verified employer; a new GSTIN is reviewed again."
            error={errors.gstin?.message}
          >
            <input type="text" autoComplete="off" spellCheck={false} className="uppercase" {...register("gstin")} />
          </Field>
        </div>
        <Field id="employer-about" label="About" error={errors.about?.message}>
          <textarea rows={6} {...register("about")} />
        </Field>
        <SubmitButton label="Update Profile" busyLabel="Updating..." busy={isSubmitting} />
      </form>
      <ConfirmEmailDialog
        open={confirming && Boolean(profile?.pendingEmail)}
        email={profile?.pendingEmail ?? ""}
        onClose={() => setConfirming(false)}
        onConfirmed={confirmed}
      />
    </>
  );
}
