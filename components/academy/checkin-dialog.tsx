"use client";

import { useState } from "react";
import { openCheckinAction } from "@/lib/academy/actions/attendance";
import type { CheckinCodeJson } from "@/lib/academy/contract/attendance";
import { CHECKIN_CODE_TTL_MINUTES } from "@/lib/academy/schemas/attendance";
import { checkinClosedReason } from "@/lib/academy/rules/sessions";
import { runAction } from "@/lib/client/run-action";
import { formatDateTime } from "@/lib/format/date";
import { Dialog } from "@/components/ui/dialog";
import { useClock } from "@/components/academy/use-clock";

// "Open check-in" on the trainer's batch page (decisions.md sections 15 and 20): a new code for the
// session, shown large with its QR code and the time it stops working, in a real dialog the trainer can
// put on the projector. The code is only in this dialog's memory: the server keeps a hash of it. Given
// the session's times, the button is offered only from 30 minutes before the start until the end, and
// says why otherwise (the page's clock moves on, so it opens without a reload).

const FAILED = "Could not open check-in. Please try again.";

type CheckinDialogProps = {
  sessionId: string;
  topic: string;
  /** The session's times: outside its check-in window the button is disabled, with the reason. */
  startsAt?: string;
  endsAt?: string;
  cancelled?: boolean;
  /** The server's time when the page was read. */
  now?: string;
};

export function CheckinDialog({ sessionId, topic, startsAt, endsAt, cancelled = false, now }: CheckinDialogProps) {
  const clock = useClock(now);
  const closed = startsAt && endsAt ? checkinClosedReason({ startsAt, endsAt }, clock, { cancelled }) : null;
  const reasonId = `checkin-closed-${sessionId}`;
  const [checkin, setCheckin] = useState<CheckinCodeJson | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function openCode() {
    setBusy(true);
    await runAction(() => openCheckinAction({ sessionId }), {
      successToast: "Check-in is open",
      errorToast: FAILED,
      onSuccess: (data) => {
        setCheckin(data);
        setOpen(true);
      },
    });
    setBusy(false);
  }

  return (
    <>
      <div className="flex max-w-xs flex-col items-end gap-1 text-right">
        <button
          type="button"
          className="btn-outline px-3 py-1.5 text-sm"
          onClick={openCode}
          disabled={busy || closed !== null}
          aria-label={`Open check-in for ${topic}`}
          aria-describedby={closed ? reasonId : undefined}
        >
          {busy && !open ? "Opening..." : "Open check-in"}
        </button>
        {closed ? (
          <p id={reasonId} className="text-xs text-slate-600">
            {closed}
          </p>
        ) : null}
      </div>
      <Dialog
        open={open && checkin !== null}
        onClose={() => setOpen(false)}
        title={`Check-in: ${topic}`}
        description={`Candidates enter this code on My training, or scan the QR code with their phone. It works for ${CHECKIN_CODE_TTL_MINUTES} minutes; opening a new one ends it.`}
      >
        {checkin ? (
          <div className="space-y-4 text-center">
            <dl>
              <dt className="text-sm font-semibold text-slate-700">Check-in code</dt>
              <dd className="mt-1 font-mono text-5xl font-bold tracking-[0.3em] text-slate-900">{checkin.code}</dd>
            </dl>
            {/* eslint-disable-next-line @next/next/no-img-element -- a data URL made on the server; nothing to optimise */}
            <img src={checkin.qr} alt={`QR code to check in to ${topic}`} width={240} height={240} className="mx-auto size-60" />
            <p className="text-sm text-slate-700">
              Valid until <time dateTime={checkin.expiresAt}>{formatDateTime(checkin.expiresAt)}</time>
            </p>
            <div className="flex justify-center gap-3">
              <button type="button" className="btn-outline px-4 py-2" onClick={openCode} disabled={busy}>
                {busy ? "Opening..." : "New code"}
              </button>
              <button type="button" className="btn-primary px-4 py-2" onClick={() => setOpen(false)}>
                Done
              </button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </>
  );
}
