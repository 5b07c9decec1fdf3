// Toasts are shown by sonner, but sonner (about 9 kB gzipped) is only downloaded when the first toast
// is fired: until then requests wait here, and <ToastHost> (root layout) loads the toaster.
// Durations are part of the product contract (decisions.md section 1): success 2 s, errors 4 s.

export type ToastRequest = { type: "success" | "error"; message: string; duration: number };
type Show = (request: ToastRequest) => void;

let show: Show | null = null;
let waiting: ToastRequest[] = [];
let wake: (() => void) | null = null;

function request(toast: ToastRequest) {
  if (show) return show(toast);
  waiting.push(toast);
  wake?.();
}

export function toastSuccess(message: string) {
  request({ type: "success", message, duration: 2000 });
}

export function toastError(message: string) {
  request({ type: "error", message, duration: 4000 });
}

/** For <ToastHost>: `listener` runs when a toast waits for the toaster (at once if one already does). */
export function onToastWaiting(listener: () => void): () => void {
  wake = listener;
  if (waiting.length > 0) listener();
  return () => {
    if (wake === listener) wake = null;
  };
}

/** For the loaded toaster: shows the waiting toasts in order, then every new one at once. */
export function attachToaster(next: Show): () => void {
  show = next;
  const pending = waiting;
  waiting = [];
  pending.forEach(next);
  return () => {
    if (show === next) show = null;
  };
}
