"use client";

import { useEffect, useSyncExternalStore } from "react";
import type { z } from "zod";
import type { Operation } from "@/lib/api/operation";
import type { userSchema } from "@/lib/api/schemas";
import { SESSION_HINT_COOKIE } from "@/lib/auth/session-hint-name";
import type { SessionUser } from "@/lib/auth/types";

// GET auth/verify-token answers the kernel's user shape; the kernel names no capability's operation.
type VerifyToken = Operation<z.ZodType, z.ZodType, z.ZodType, typeof userSchema>;

// The header lives in static (prerendered) layouts, so it learns the session in the browser.
// `undefined` = not known yet, `null` = logged out.
type State = SessionUser | null | undefined;

let state: State = undefined;
let inflight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function setSessionUser(user: SessionUser | null) {
  state = user;
  emit();
}

/** Whether this browser has logged in (lib/auth/session-hint.ts); if not, there is nothing to ask. */
export function hasSessionHint(): boolean {
  return document.cookie.split("; ").some((cookie) => cookie.startsWith(`${SESSION_HINT_COOKIE}=`));
}

export function refreshSessionUser(): Promise<void> {
  if (!hasSessionHint()) {
    setSessionUser(null);
    return Promise.resolve();
  }
  // A failed check (401, or no answer) means logged out (spec section 4). The api client is loaded
  // only here: a visitor (no hint) never needs it on the public pages.
  inflight ??= import("@/lib/client/api")
    .then(({ apiRequest }) => apiRequest<VerifyToken>("GET", "/auth/verify-token"))
    .then((result) => setSessionUser(result.ok ? result.data : null))
    .catch(() => setSessionUser(null))
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The current user as the browser knows it. Pass `initial` when a server layout already
 * read the session, so the header renders without a round trip.
 */
export function useSessionUser(initial?: SessionUser | null): State {
  // Until the store knows better, the server's answer (if any) is the truth.
  const read = () => (state === undefined ? initial : state);
  const value = useSyncExternalStore(subscribe, read, () => initial);
  useEffect(() => {
    if (state !== undefined) return;
    if (initial !== undefined) setSessionUser(initial);
    else void refreshSessionUser();
  }, [initial]);
  return value;
}
