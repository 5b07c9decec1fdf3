"use client";

import { useEffect, useState, type ComponentType } from "react";
import { onToastWaiting } from "@/lib/client/toast";

let loading = false;
// Loaded once a session: a host mounted again (another root layout) shows it at once.
let loaded: ComponentType | null = null;

/**
 * Mounts the toaster (sonner) when the first toast is fired, so pages that never show one never
 * download it. Toasts fired meanwhile wait in lib/client/toast and appear, in order, once it is up.
 */
export function ToastHost() {
  const [Toaster, setToaster] = useState<ComponentType | null>(() => loaded);

  useEffect(
    () =>
      onToastWaiting(() => {
        if (loading) return;
        loading = true;
        import("@/components/site/toaster").then(
          (module) => {
            loaded = module.Toaster;
            setToaster(() => module.Toaster);
          },
          (error: unknown) => {
            // Offline or a stale deployment: the waiting toasts stay queued and the next toast retries.
            loading = false;
            console.error(error);
          },
        );
      }),
    [],
  );

  return Toaster ? <Toaster /> : null;
}
