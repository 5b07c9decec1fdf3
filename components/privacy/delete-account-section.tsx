"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { zodResolver } from "@hookform/resolvers/zod";
import { deleteAccountAction } from "@/lib/privacy/actions";
import type { Role } from "@/lib/auth/types";
import { isSelfServiceRole, type SelfServiceRole } from "@/lib/privacy/rules";
import { setSessionUser } from "@/lib/client/session-store";
import { useActionForm } from "@/lib/client/use-action-form";
import { deleteAccountSchema } from "@/lib/privacy/schemas";
import { CardSection } from "@/components/ui/card-section";
import { ConfirmButtons } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";

const FALLBACK_ERROR = "Could not delete the account. Please try again.";
const EMPTY = { password: "" };

/** What the purge erases after the 7 days, per role (lib/privacy/tasks/purge.ts; docs/decisions/0020). */
const WHAT_IS_ERASED: Record<SelfServiceRole, string> = {
  Candidate: "In 7 days your profile, uploaded files and personal details are erased. Employers keep only an anonymous record of your applications.",
  Employer:
    "Your open and pending jobs close now. In 7 days your login and contact details are erased; the company profile and its closed jobs stay for the candidates who applied.",
  University: "In 7 days your institute profile, its requests and your contact details are erased.",
};

/**
 * /account "Delete my account" (nothing for admins: they cannot be deleted this way): a dialog asks
 * for the password and says what happens. On success every session has ended, so this browser
 * forgets the user and goes home. The dialog opens from a plain button, so nothing can be submitted
 * before hydration.
 */
export function DeleteAccountSection({ role }: { role: Role }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { register, reset, errors, isSubmitting, onSubmit } = useActionForm({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: EMPTY,
    action: deleteAccountAction,
    successToast: "Your account will be deleted in 7 days.",
    errorToast: FALLBACK_ERROR,
    onSuccess() {
      setSessionUser(null);
      setOpen(false);
      router.push("/");
      router.refresh();
    },
  });

  function close() {
    if (isSubmitting) return;
    reset(EMPTY);
    setOpen(false);
  }

  // Admins and staff (Trainer, Recruiter) do not delete their own account: an admin manages it.
  if (!isSelfServiceRole(role)) return null;
  return (
    <CardSection
      danger
      headingId="delete-account-heading"
      title="Delete my account"
      intro="You are logged out everywhere at once and cannot sign in. After 7 days your personal data is erased for good; until then you can cancel by logging in."
    >
      <button type="button" className="btn-outline border-red-300 px-4 py-2 text-red-800" onClick={() => setOpen(true)}>
        Delete my account
      </button>
      <Dialog
        open={open}
        onClose={close}
        title="Delete your account?"
        description={
          <>
            <p>Every device is logged out now and you can no longer sign in.</p>
            <p className="mt-2">{WHAT_IS_ERASED[role]}</p>
            <p className="mt-2">
              Changed your mind? Log in within the 7 days and choose &ldquo;Cancel deletion and log in&rdquo;.
            </p>
          </>
        }
      >
        <form onSubmit={onSubmit} noValidate aria-label="Delete my account" className="space-y-5">
          <Field id="delete-account-password" label="Password" error={errors.password?.message}>
            <input type="password" autoComplete="current-password" {...register("password")} />
          </Field>
          <ConfirmButtons pending={isSubmitting} confirmLabel="Delete my account" pendingLabel="Deleting..." onCancel={close} />
        </form>
      </Dialog>
    </CardSection>
  );
}
