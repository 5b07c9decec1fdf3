"use client";

import { useRouter } from "next/navigation";
import { logoutAllAction } from "@/lib/accounts/actions/security";
import { setSessionUser } from "@/lib/client/session-store";
import { ConfirmActionButton } from "@/components/ui/confirm-action-button";

/** /account "Log out of all devices": a confirm dialog, then every session ends, this browser's too. */
export function LogoutAllButton() {
  const router = useRouter();
  return (
    <ConfirmActionButton
      label="Log out of all devices"
      className="btn-outline px-4 py-2"
      title="Log out of all devices?"
      description="Every browser and app signed in to this account will be logged out, this one included. You will need your password to log in again."
      confirmLabel="Log out everywhere"
      pendingLabel="Logging out..."
      action={() => logoutAllAction(undefined)}
      successToast="Logged out of all devices"
      errorToast="Could not log out of all devices. Please try again."
      onSuccess={() => {
        setSessionUser(null);
        router.push("/login");
        router.refresh();
      }}
    />
  );
}
