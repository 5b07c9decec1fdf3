"use client";

import { useRouter } from "next/navigation";
import { Dialog } from "@/components/ui/dialog";
import type { ModerationStatus } from "@/lib/generated/prisma/enums";
import type { ReviewHints } from "@/lib/employers/rules/review";
import { ACCOUNT_PENDING_MESSAGE, ACCOUNT_REJECTED_MESSAGE } from "@/lib/job-posting/schemas/post-job";
import { ContactUs, PendingNextSteps } from "@/components/employers/pending-next-steps";

const TEXTS = {
  pending: { title: "Account Pending Approval", body: ACCOUNT_PENDING_MESSAGE },
  rejected: { title: "Account Rejected", body: ACCOUNT_REJECTED_MESSAGE },
} as const;

/**
 * Shown instead of the post-a-job form to employers who are not approved; closing it goes home. The
 * spec's title and text stay; below them a pending employer learns what happens next (issue 30), a
 * rejected one how to reach us. `hints`: where the company stands on the checks, when known.
 */
export function AccountStatusDialog({ status, hints = null }: { status: Exclude<ModerationStatus, "approved">; hints?: ReviewHints | null }) {
  const router = useRouter();
  const text = TEXTS[status];
  return (
    <Dialog open onClose={() => router.push("/")} title={text.title} description={text.body}>
      <div className="mb-6">{status === "pending" ? <PendingNextSteps hints={hints} /> : <ContactUs lead="Think this is a mistake?" />}</div>
      <div className="flex justify-end">
        <button type="button" className="btn-primary" onClick={() => router.push("/")}>
          Go to Home
        </button>
      </div>
    </Dialog>
  );
}
