"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { remindStudentsAction } from "@/lib/campus/actions/rosters";
import { runAction } from "@/lib/client/run-action";

// A drive's "Remind" (decisions.md section 20): the eligible students shown who have not registered and
// were not reminded of it today are notified now and mailed shortly; the list then shows them reminded.

const plural = (n: number) => `${n} ${n === 1 ? "student" : "students"}`;

export function RemindButton({ driveId, studentIds }: { driveId: string; studentIds: string[] }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  if (studentIds.length === 0) return <p className="text-sm text-slate-600">Everyone shown was reminded today; reminders go once a day.</p>;

  function remind() {
    startTransition(() =>
      runAction(() => remindStudentsAction({ id: driveId, studentIds }), {
        successToast: ({ reminded, skipped }) => `Reminded ${plural(reminded)}${skipped > 0 ? ` (${plural(skipped)} skipped: reminded today or no longer eligible)` : ""}.`,
        errorToast: "Could not send the reminders. Please try again.",
        onSuccess: () => router.refresh(),
      }),
    );
  }

  return (
    <button type="button" className="btn-primary" disabled={pending} onClick={remind}>
      {pending ? "Reminding..." : `Remind ${plural(studentIds.length)} shown`}
    </button>
  );
}
