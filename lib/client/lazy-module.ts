"use client";

import { useEffect, useState } from "react";

// Code a page needs only sometimes (a signed-in user's part of the header, a candidate's block on the
// home page) is loaded when needed rather than with the page.

/** A loader run once and shared; `loaded()` is its value once in. After a failure the next call retries. */
export type Loader<T> = (() => Promise<T>) & { loaded: () => T | undefined };

export function loadOnce<T>(load: () => Promise<T>): Loader<T> {
  let loading: Promise<T> | null = null;
  let value: { current: T } | null = null;
  const get = () => {
    loading ??= load().then(
      (loadedValue) => {
        value = { current: loadedValue };
        return loadedValue;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(get, { loaded: () => value?.current });
}

/**
 * `load`'s value for rendering: loaded (once) when `wanted`, null until then. Already loaded (another
 * page had it), it is there at the first render. A failed load (offline, a stale deployment) is logged
 * and leaves null; the next time it is wanted it is tried again.
 */
export function useLazyModule<T>(load: Loader<T>, wanted: boolean): T | null {
  const [, setLoads] = useState(0);
  const ready = load.loaded();
  useEffect(() => {
    if (!wanted || ready !== undefined) return;
    let live = true;
    load().then(
      () => {
        if (live) setLoads((count) => count + 1);
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, [wanted, ready, load]);
  return ready ?? null;
}
