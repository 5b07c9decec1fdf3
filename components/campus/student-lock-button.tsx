"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { setStudentVerifiedAction } from "@/lib/campus/actions/rosters";
import { runAction } from "@/lib/client/run-action";

// The officer's lock of one student's record (decisions.md section 18): saved at once, the list refreshed.

export function StudentLockButton({ id, name, verified }: { id: string; name: string; verified: boolean }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const verb = verified ? "Unlock" : "Lock";

  function toggle() {
    startTransition(() =>
      runAction(() => setStudentVerifiedAction({ id, verified: !verified }), {
        successToast: verified ? `${name}'s record is unlocked: the student may change it.` : `${name}'s record is verified and locked.`,
        errorToast: "Could not change the lock. Please try again later.",
        onSuccess: () => router.refresh(),
      }),
    );
  }

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={pending}
      aria-label={`${verb} ${name}`}
      className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
    >
      {verb}
    </button>
  );
}
