"use client";

import { useSyncExternalStore } from "react";

const noSubscribe = () => () => {};

/**
 * The footer is prerendered, so the server's year could be stale by the time a visitor arrives.
 * Hydrate with the build-time year, then show the browser's year.
 */
export function CurrentYear({ fallback }: { fallback: number }) {
  const year = useSyncExternalStore(noSubscribe, () => new Date().getFullYear(), () => fallback);
  return <>{year}</>;
}
