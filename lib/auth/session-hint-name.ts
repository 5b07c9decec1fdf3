/** The name of the session hint cookie (lib/auth/session-hint.ts), shared with the browser code. */
export const SESSION_HINT_COOKIE = "tb-signed-in";
