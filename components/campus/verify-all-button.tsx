"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { verifyStudentsAction } from "@/lib/campus/actions/rosters";
import { runAction } from "@/lib/client/run-action";

// "Verify all" (decisions.md section 20): locks every record the page shows that is not verified yet, in
// one call (the service accepts only the institute's own students). A locked record can be unlocked one by one.

const plural = (n: number) => `${n} ${n === 1 ? "student" : "students"}`;

export function VerifyAllButton({ studentIds }: { studentIds: string[] }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  if (studentIds.length === 0) return null;

  function verify() {
    startTransition(() =>
      runAction(() => verifyStudentsAction({ studentIds }), {
        successToast: ({ verified }) => `Verified and locked ${plural(verified)}.`,
        errorToast: "Could not verify the students. Please try again.",
        onSuccess: () => router.refresh(),
      }),
    );
  }

  return (
    <button type="button" className="btn-outline" disabled={pending} onClick={verify}>
      {pending ? "Verifying..." : `Verify all ${plural(studentIds.length)} shown`}
    </button>
  );
}
