"use client";

import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import type { StaffMemberJson } from "@/lib/accounts/contract";
import { resendStaffLinkAction, setStaffActiveAction } from "@/lib/accounts/actions/staff";
import { ConfirmActionButton } from "@/components/ui/confirm-action-button";

const BUTTON = "btn-outline px-3 py-1.5 text-sm";

/** Deactivate and reactivate differ only in their words and the flag they set. */
const SET_ACTIVE = {
  true: { verb: "Reactivate", pending: "Reactivating...", done: "Account reactivated.", failed: "reactivate" },
  false: { verb: "Deactivate", pending: "Deactivating...", done: "Account deactivated: they are logged out.", failed: "deactivate" },
} as const;

function SetActiveButton({ member, active, description }: { member: StaffMemberJson; active: boolean; description: ReactNode }) {
  const router = useRouter();
  const words = SET_ACTIVE[`${active}`];
  return (
    <ConfirmActionButton
      label={words.verb}
      aria-label={`${words.verb} ${member.name}`}
      className={BUTTON}
      title={`${words.verb} this account?`}
      description={description}
      confirmLabel={words.verb}
      pendingLabel={words.pending}
      action={() => setStaffActiveAction({ id: member.id, active })}
      successToast={words.done}
      errorToast={`We could not ${words.failed} the account. Please try again.`}
      onSuccess={() => router.refresh()}
    />
  );
}

/**
 * A staff row's actions: deactivate (asks first: it logs the person out at once) or reactivate, and a
 * new set-password link for an active account (a lost first link, or after reactivating).
 */
export function StaffActions({ member }: { member: StaffMemberJson }) {
  if (!member.active) {
    return (
      <SetActiveButton
        member={member}
        active
        description={<><strong className="text-slate-900">{member.name}</strong> can log in again with their password, or with a new link you send next.</>}
      />
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <SetActiveButton
        member={member}
        active={false}
        description={
          <>
            <strong className="text-slate-900">{member.name}</strong> ({member.email}) is logged out at once and can no longer log in. Their
            batches, attendance, submittals and placements stay; reassign their batches if they teach any.
          </>
        }
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
