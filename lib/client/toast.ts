// Toasts are shown by sonner, but sonner (about 9 kB gzipped) is only downloaded when the first toast
// is fired: until then requests wait here, and <ToastHost> (root layout) loads the toaster.
// Durations are part of the product contract (decisions.md section 1): success 2 s, errors 4 s.

export type ToastRequest = { type: "success" | "error"; message: string; duration: number };
type Show = (request: ToastRequest) => void;

let show: Show | null = null;
let waiting: ToastRequest[] = [];
let wake: (() => void) | null = null;
/** What the toaster shows now, with when: a toaster that goes away takes them off the screen. */
let onScreen: { toast: ToastRequest; at: number }[] = [];

const stillOnScreen = (now: number) => onScreen.filter((entry) => now - entry.at < entry.toast.duration);

function request(toast: ToastRequest) {
  if (show) {
    onScreen = [...stillOnScreen(Date.now()), { toast, at: Date.now() }];
    return show(toast);
  }
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

/**
 * For the loaded toaster: shows the waiting toasts in order, then every new one at once. A toaster that
 * is unmounted (moving between the root layout and the global 404 page, a document of its own:
 * decision 0045) leaves the toasts it still showed waiting for the next one, so "Logged out
 * successfully" fired there is still seen on the page the logout leads to.
 */
export function attachToaster(next: Show): () => void {
  show = next;
  const pending = waiting;
  waiting = [];
  pending.forEach(request);
  return () => {
    if (show !== next) return;
    show = null;
    waiting = [...stillOnScreen(Date.now()).map((entry) => entry.toast), ...waiting];
    onScreen = [];
  };
}
