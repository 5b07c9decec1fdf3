"use client";

import { useRouter } from "next/navigation";
import type { StaffMemberJson } from "@/lib/accounts/contract";
import { resendStaffLinkAction, setStaffActiveAction } from "@/lib/accounts/actions/staff";
import { ConfirmActionButton } from "@/components/ui/confirm-action-button";

const BUTTON = "btn-outline px-3 py-1.5 text-sm";

/**
 * A staff row's actions: deactivate (asks first: it logs the person out at once) or reactivate, and a
 * new set-password link for an active account (a lost first link, or after reactivating).
 */
export function StaffActions({ member }: { member: StaffMemberJson }) {
  const router = useRouter();
  const refresh = () => router.refresh();
  if (!member.active) {
    return (
      <ConfirmActionButton
        label="Reactivate"
        aria-label={`Reactivate ${member.name}`}
        className={BUTTON}
        title="Reactivate this account?"
        description={<><strong className="text-slate-900">{member.name}</strong> can log in again with their password, or with a new link you send next.</>}
        confirmLabel="Reactivate"
        pendingLabel="Reactivating..."
        action={() => setStaffActiveAction({ id: member.id, active: true })}
        successToast="Account reactivated."
        errorToast="We could not reactivate the account. Please try again."
        onSuccess={refresh}
      />
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <ConfirmActionButton
        label="Deactivate"
        aria-label={`Deactivate ${member.name}`}
        className={BUTTON}
        title="Deactivate this account?"
        description={
          <>
            <strong className="text-slate-900">{member.name}</strong> ({member.email}) is logged out at once and can no longer log in. Their
            batches, attendance, submittals and placements stay; reassign their batches if they teach any.
          </>
        }
        confirmLabel="Deactivate"
        pendingLabel="Deactivating..."
        action={() => setStaffActiveAction({ id: member.id, active: false })}
        successToast="Account deactivated: they are logged out."
        errorToast="We could not deactivate the account. Please try again."
        onSuccess={refresh}
      />
      <ConfirmActionButton
        label="Send a new link"
        aria-label={`Send ${member.name} a new link`}
        className={BUTTON}
        title="Send a new set-password link?"
        description={<>We e-mail {member.email} a link to choose a password, valid 7 days. Links sent before keep working until they expire.</>}
        confirmLabel="Send link"
        pendingLabel="Sending..."
        action={() => resendStaffLinkAction({ id: member.id })}
        successToast="We have e-mailed them a new link."
        errorToast="We could not send the link. Please try again."
      />
    </div>
  );
}
