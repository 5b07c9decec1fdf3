// GET /api/v1/auth/verify-token: who is logged in, re-read from the database.
import { withApi } from "@/lib/api/handler";
import { unauthorized } from "@/lib/api/errors";
import { verifyToken } from "@/lib/accounts/operations/auth";
import { auth, signOut } from "@/lib/auth";
import { clearSessionHint } from "@/lib/auth/session-hint";

export const GET = withApi(verifyToken, async ({ user }) => {
  if (!user) {
    // A valid cookie whose account is gone: clear it, or the proxy would keep treating the
    // browser as logged in (and keep it away from /login) until the cookie expires.
    const stale = await auth().then((s) => Boolean(s?.user?.id)).catch(() => false);
    if (stale) await signOut({ redirect: false });
    await clearSessionHint();
    throw unauthorized("Not logged in");
  }
  return user;
});
