import { useSyncExternalStore } from "react";

// The unread count, shared by the header's bell and the notifications page: marking read on the page
// updates the bell at once, without another request. `undefined` = not known yet.
let unread: number | undefined;
const listeners = new Set<() => void>();

export function setUnreadCount(count: number | undefined) {
  if (count === unread) return;
  unread = count;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUnreadCount(): number | undefined {
  return useSyncExternalStore(
    subscribe,
    () => unread,
    () => undefined,
  );
}
