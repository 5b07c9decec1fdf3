"use client";

import { useId, useState } from "react";
import { muteCompanyAction } from "@/lib/messages/actions";
import { COMPANY_MUTED, COMPANY_UNMUTED, MUTE_HINT } from "@/lib/messages/rules";
import { runAction } from "@/lib/client/run-action";

/** The candidate's "Mute this company": no notifications or mails about its messages; the thread stays. */
export function MuteCompany({ applicationId, initialMuted }: { applicationId: string; initialMuted: boolean }) {
  const id = useId();
  const [muted, setMuted] = useState(initialMuted);
  const [busy, setBusy] = useState(false);

  async function change(next: boolean) {
    setBusy(true);
    // The box shows what is saved: it changes once the server has stored it.
    await runAction(() => muteCompanyAction({ applicationId, muted: next }), {
      successToast: next ? COMPANY_MUTED : COMPANY_UNMUTED,
      errorToast: "Could not save your choice. Please try again.",
      onSuccess: () => setMuted(next),
    });
    setBusy(false);
  }

  return (
    <div className="flex items-start gap-3 rounded-lg bg-slate-50 p-4">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4"
        checked={muted}
        disabled={busy}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void change(event.target.checked)}
      />
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-slate-900">
          Mute this company
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {MUTE_HINT}
        </p>
      </div>
    </div>
  );
}
