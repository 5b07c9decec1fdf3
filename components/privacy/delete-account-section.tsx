"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { deleteAccountAction } from "@/lib/privacy/actions";
import type { Role } from "@/lib/auth/types";
import { showServerErrors } from "@/lib/client/form-errors";
import { setSessionUser } from "@/lib/client/session-store";
import { toastError, toastSuccess } from "@/lib/client/toast";
import { deleteAccountSchema, type DeleteAccountData, type DeleteAccountInput } from "@/lib/privacy/schemas";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";

const FALLBACK_ERROR = "Could not delete the account. Please try again.";
const EMPTY = { password: "" };

/** What the purge erases after the 7 days, per role (lib/privacy/tasks/purge.ts; docs/decisions/0020). */
const WHAT_IS_ERASED: Record<Exclude<Role, "Admin">, string> = {
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
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccountInput, unknown, DeleteAccountData>({ resolver: zodResolver(deleteAccountSchema), defaultValues: EMPTY });

  function close() {
    if (isSubmitting) return;
    reset(EMPTY);
    setOpen(false);
  }

  async function onSubmit(values: DeleteAccountData) {
    try {
      const result = await deleteAccountAction(values);
      if (!result.ok) {
        showServerErrors(setError, result.errors, EMPTY);
        toastError(result.message || FALLBACK_ERROR);
        return;
      }
      setSessionUser(null);
      toastSuccess(result.message ?? "Your account will be deleted in 7 days.");
      setOpen(false);
      router.push("/");
      router.refresh();
    } catch (error) {
      console.error(error);
      toastError(FALLBACK_ERROR);
    }
  }

  if (role === "Admin") return null;
  return (
    <section aria-labelledby="delete-account-heading" className="rounded-xl border border-red-200 bg-white p-6 shadow-sm">
      <h2 id="delete-account-heading" className="text-xl font-semibold text-slate-900">
        Delete my account
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">
        You are logged out everywhere at once and cannot sign in. After 7 days your personal data is erased for good;
        until then you can cancel by logging in.
      </p>
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
        <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Delete my account" className="space-y-5">
          <Field id="delete-account-password" label="Password" error={errors.password?.message}>
            <input type="password" autoComplete="current-password" {...register("password")} />
          </Field>
          <div className="flex justify-end gap-2">
            <button type="button" className="btn-outline px-4 py-2" onClick={close} disabled={isSubmitting}>
              Cancel
            </button>
            <button
              type="submit"
              disabled={isSubmitting}
              className="inline-flex items-center rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-70"
            >
              {isSubmitting ? "Deleting..." : "Delete my account"}
            </button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
