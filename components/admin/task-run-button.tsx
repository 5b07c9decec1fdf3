"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { Play } from "lucide-react";
import { runTaskAction } from "@/lib/admin/actions";
import { toastError, toastSuccess } from "@/lib/client/toast";

/** "Run now": queues one run; the worker picks it up, and a refresh shows it once it has started. */
export function TaskRunButton({ name }: { name: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function run() {
    startTransition(async () => {
      const result = await runTaskAction({ name });
      if (!result.ok) {
        toastError(result.message);
        return;
      }
      toastSuccess(result.message ?? "Queued");
      router.refresh();
    });
  }

  return (
    <button
      type="button"
      onClick={run}
      disabled={pending}
      aria-label={`Run now: ${name}`}
      className="btn-primary px-4 py-2"
    >
      <Play aria-hidden="true" className="size-4" />
      {pending ? "Queuing…" : "Run now"}
    </button>
  );
}
