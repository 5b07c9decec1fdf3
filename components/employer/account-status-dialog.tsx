"use client";

import { useRouter } from "next/navigation";
import { Dialog } from "@/components/ui/dialog";

const TEXTS = {
  pending: { title: "Account Pending Approval", body: "Your request is still pending. Please try again later." },
  rejected: { title: "Account Rejected", body: "Your request has been rejected. Please signup again." },
} as const;

/** Shown instead of the post-a-job form to employers who are not approved; closing it goes home. */
export function AccountStatusDialog({ status }: { status: "pending" | "rejected" }) {
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
