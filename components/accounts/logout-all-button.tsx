"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { logoutAllAction } from "@/lib/accounts/actions/security";
import { setSessionUser } from "@/lib/client/session-store";
import { toastError, toastSuccess } from "@/lib/client/toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

const FALLBACK_ERROR = "Could not log out of all devices. Please try again.";

/** /account "Log out of all devices": a confirm dialog, then every session ends, this browser's too. */
export function LogoutAllButton() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();

  function confirm() {
    startTransition(async () => {
      try {
        const result = await logoutAllAction(undefined);
        if (!result.ok) {
          toastError(result.message || FALLBACK_ERROR);
          return;
        }
        setSessionUser(null);
        toastSuccess(result.message ?? "Logged out of all devices");
        setOpen(false);
        router.push("/login");
        router.refresh();
      } catch (error) {
        console.error(error);
        toastError(FALLBACK_ERROR);
      }
    });
  }

  return (
    <>
      <button type="button" className="btn-outline px-4 py-2" disabled={pending} onClick={() => setOpen(true)}>
        Log out of all devices
      </button>
      <ConfirmDialog
        open={open}
        pending={pending}
        title="Log out of all devices?"
        description="Every browser and app signed in to this account will be logged out, this one included. You will need your password to log in again."
        confirmLabel="Log out everywhere"
        pendingLabel="Logging out..."
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
