"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { DriveJson } from "@/lib/campus/contract/common";
import { respondToDriveAction } from "@/lib/campus/actions/drives";
import { runAction } from "@/lib/client/run-action";
import { StatusBadge } from "@/components/ui/status-badge";
import { DriveFacts, DriveStatusBadge, RESPONSE_LABELS } from "@/components/campus/drive-facts";

/**
 * The drives a university is invited to: each with its facts, the institute's answer and, while
 * registration is open, Accept / Decline (the answer may change until then).
 */
export function UniversityDrivesList({ drives }: { drives: readonly DriveJson[] }) {
  return (
    <ul aria-label="Drives your institute is invited to" className="space-y-5">
      {drives.map((drive) => (
        <UniversityDrive key={drive.id} drive={drive} />
      ))}
    </ul>
  );
}

function UniversityDrive({ drive }: { drive: DriveJson }) {
  const response = drive.universities[0]?.response ?? "pending";
  const headingId = `drive-${drive.id}-title`;
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          <Link href={`/university/drives/${drive.id}`} className="text-brand-700 underline">
            {drive.title}
          </Link>
        </h2>
        <div className="flex flex-wrap gap-2">
          <DriveStatusBadge status={drive.status} />
          <StatusBadge status={response} label={`Your answer: ${RESPONSE_LABELS[response]}`} />
        </div>
      </div>
      <div className="mt-4">
        <DriveFacts drive={drive} />
      </div>
      {drive.status === "open" ? <Answer drive={drive} response={response} /> : null}
    </li>
  );
}

function Answer({ drive, response }: { drive: DriveJson; response: "pending" | "accepted" | "declined" }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function answer(accept: boolean) {
    setBusy(true);
    await runAction(() => respondToDriveAction({ id: drive.id, accept }), {
      successToast: accept ? "Accepted. Your eligible students can now register." : "Declined. Your students will not see this drive.",
      errorToast: "Could not save your answer. Please try again.",
      onSuccess: () => router.refresh(),
      onFailure: () => router.refresh(),
    });
    setBusy(false);
  }

  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      {response !== "accepted" ? (
        <button type="button" className="btn-primary px-4 py-2" disabled={busy} onClick={() => void answer(true)} aria-label={`Accept ${drive.title}`}>
          Accept
        </button>
      ) : null}
      {response !== "declined" ? (
        <button type="button" className="btn-outline px-4 py-2" disabled={busy} onClick={() => void answer(false)} aria-label={`Decline ${drive.title}`}>
          Decline
        </button>
      ) : null}
      <p className="text-sm text-slate-600">You may change your answer until registration closes.</p>
    </div>
  );
}
