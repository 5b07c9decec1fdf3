"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server HTML, true once React runs in the browser. Forms keep their fieldset
 * disabled until then: before hydration a submit would be a native GET carrying the password
 * in the URL, and anything typed would be reset by React.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
