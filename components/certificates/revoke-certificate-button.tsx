"use client";

import { Ban } from "lucide-react";
import { revokeCertificateAction } from "@/lib/certificates/actions";
import { REVOKE_REASON_MAX, REVOKE_REASON_REQUIRED } from "@/lib/certificates/schemas";
import { ReasonDialogButton } from "@/components/ui/reason-dialog-button";

/**
 * Revoke, with the reason asked in a dialog (one line, required, kept for admins only). The verified
 * skills the certificate gave are taken back with it. Revoked meanwhile by someone else (409): the
 * page reloads to show it.
 */
export function RevokeCertificateButton({ code, name }: { code: string; name: string }) {
  return (
    <ReasonDialogButton
      trigger={{
        className:
          "inline-flex items-center gap-1.5 rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-70",
        "aria-label": `Revoke the certificate of ${name}`,
        children: (
          <>
            <Ban aria-hidden="true" className="size-4" />
            Revoke
          </>
        ),
      }}
      title={`Revoke certificate ${code}`}
      description={`${name}'s certificate will say Revoked on its public page, and the skills it verified leave their profile (unless another valid certificate verifies them). The reason stays internal.`}
      reasonMax={REVOKE_REASON_MAX}
      reasonRequired={REVOKE_REASON_REQUIRED}
      action={(reason) => revokeCertificateAction({ code, reason })}
      successToast="Certificate revoked"
      errorToast="Could not revoke the certificate. Please try again."
      submitLabel="Revoke certificate"
      submittingLabel="Revoking..."
    />
  );
}
