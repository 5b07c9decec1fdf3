"use client";

import { useEffect, useId, useRef, useState, useTransition, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { Ban } from "lucide-react";
import { revokeCertificateAction } from "@/lib/certificates/actions";
import { REVOKE_REASON_MAX, REVOKE_REASON_REQUIRED } from "@/lib/certificates/schemas";
import { toastError, toastSuccess } from "@/lib/client/toast";
import { Dialog } from "@/components/ui/dialog";
import { FormFooter } from "@/components/ui/dialog-buttons";
import { Field } from "@/components/ui/field";

/**
 * Revoke, with the reason asked in a dialog (one line, required, kept for admins only). The verified
 * skills the certificate gave are taken back with it. Revoked meanwhile by someone else (409): the
 * page reloads to show it.
 */
export function RevokeCertificateButton({ code, name }: { code: string; name: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [pending, startTransition] = useTransition();
  const fieldId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  // showModal() (the Dialog's own effect, which runs first) focuses the first button; the reason is
  // what the admin came to type.
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  function show() {
    setReason("");
    setError(undefined);
    setFormError(undefined);
    setOpen(true);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason.trim()) {
      setError(REVOKE_REASON_REQUIRED);
      return;
    }
    startTransition(async () => {
      try {
        const result = await revokeCertificateAction({ code, reason });
        if (result.ok) {
          toastSuccess("Certificate revoked");
          setOpen(false);
          router.refresh();
          return;
        }
        if (result.code === "VALIDATION" && result.errors?.reason) {
          setError(result.errors.reason);
          return;
        }
        setFormError(result.message);
        if (result.status === 409 || result.status === 404) router.refresh();
      } catch (err) {
        console.error(err);
        toastError("Could not revoke the certificate. Please try again.");
      }
    });
  }

  return (
    <>
      <button
        type="button"
        className="inline-flex items-center gap-1.5 rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-70"
        aria-label={`Revoke the certificate of ${name}`}
        aria-haspopup="dialog"
        onClick={show}
      >
        <Ban aria-hidden="true" className="size-4" />
        Revoke
      </button>
      <Dialog
        open={open}
        onClose={() => (pending ? undefined : setOpen(false))}
        title={`Revoke certificate ${code}`}
        description={`${name}'s certificate will say Revoked on its public page, and the skills it verified leave their profile (unless another valid certificate verifies them). The reason stays internal.`}
      >
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <Field id={fieldId} label="Reason" error={error}>
            <input
              ref={inputRef}
              type="text"
              value={reason}
              maxLength={REVOKE_REASON_MAX}
              required
              onChange={(event) => {
                setReason(event.target.value);
                if (error) setError(undefined);
              }}
            />
          </Field>
          <FormFooter error={formError} submitting={pending} onCancel={() => setOpen(false)} submitLabel="Revoke certificate" submittingLabel="Revoking..." />
        </form>
      </Dialog>
    </>
  );
}
