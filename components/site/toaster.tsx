"use client";

import { useEffect } from "react";
import { Toaster as Sonner, toast } from "sonner";
import { attachToaster } from "@/lib/client/toast";

/** Loaded on demand by <ToastHost>: sonner's toaster, top right, up to 20 visible toasts. */
export function Toaster() {
  useEffect(() => {
    let detach: (() => void) | undefined;
    // Let the (empty) live region reach the page for a frame before the first toast goes into it,
    // so screen readers announce it as they do when the region was there from the start.
    const frame = requestAnimationFrame(() => {
      detach = attachToaster(({ type, message, duration }) => {
        if (type === "success") toast.success(message, { duration });
        else toast.error(message, { duration });
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      detach?.();
    };
  }, []);

  return <Sonner position="top-right" visibleToasts={20} toastOptions={{ duration: 4000 }} />;
}
