"use client";

import { useRouter } from "next/navigation";
import { Dialog } from "@/components/ui/dialog";
import type { ModerationStatus } from "@/lib/generated/prisma/enums";
import { ACCOUNT_PENDING_MESSAGE, ACCOUNT_REJECTED_MESSAGE } from "@/lib/job-posting/schemas/post-job";

const TEXTS = {
  pending: { title: "Account Pending Approval", body: ACCOUNT_PENDING_MESSAGE },
  rejected: { title: "Account Rejected", body: ACCOUNT_REJECTED_MESSAGE },
} as const;

/** Shown instead of the post-a-job form to employers who are not approved; closing it goes home. */
export function AccountStatusDialog({ status }: { status: Exclude<ModerationStatus, "approved"> }) {
  const router = useRouter();
  const text = TEXTS[status];
  return (
    <Dialog open onClose={() => router.push("/")} title={text.title} description={text.body}>
      <div className="flex justify-end">
        <button type="button" className="btn-primary" onClick={() => router.push("/")}>
          Go to Home
        </button>
      </div>
    </Dialog>
  );
}
