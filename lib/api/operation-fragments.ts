import type { Role } from "@/lib/auth/types";

// Fragments spread into a `defineOperation` by the calls that share them. A call that can fail
// otherwise adds its codes: `errors: [...call.errors, "LAST_OWNER"]`; 400 for bad input comes with any
// params, query or body, and 401/403 with any roles (lib/api/openapi.ts), so a fragment's errors only
// say what a reader should see.

/** Calls only some roles make, listed under one tag: 401 not logged in, 403 another role (or not allowed). */
export function roleCalls<const T extends string, const R extends readonly Role[]>(tag: T, auth: R) {
  return { tag, auth, errors: [401, 403] } as const;
}

/** Calls some roles make on their own things: also 404 for a thing that is not the caller's (or no such thing). */
export function ownCalls<const T extends string, const R extends readonly Role[]>(tag: T, auth: R) {
  return { tag, auth, errors: [401, 403, 404] } as const;
}

/** What a state change through `transition()` (lib/transitions) adds: refused by the rules, or lost to someone else's. */
export const TRANSITION_ERRORS = ["INVALID_TRANSITION", "STALE_STATE"] as const;
