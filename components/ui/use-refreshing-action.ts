"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import type { Result } from "@/lib/api/result";
import { runAction, type ActionFailure, type ActionReport } from "@/lib/client/run-action";

/**
 * A one-click action on a server-rendered page (advance a student, accept a submittal): `busy` while it
 * runs, then the page reloads whatever the answer, since a refusal means someone changed it meanwhile
 * and the page should show how it stands now.
 */
export function useRefreshingAction() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const refresh = () => router.refresh();

  async function run<T>(call: () => Promise<Result<T>>, report: Omit<ActionReport<T>, "onSuccess" | "onFailure">) {
    setBusy(true);
    await runAction(call, { ...report, onSuccess: refresh, onFailure: refresh });
    setBusy(false);
  }

  /** The same for a ConfirmActionButton: a refusal also closes its dialog, which no longer shows the truth. */
  const confirmReport = {
    onSuccess: refresh,
    onFailure: (_failure: ActionFailure, close: () => void) => {
      close();
      refresh();
    },
  };

  return { busy, run, confirmReport };
}
