// DELETE /api/v1/auth/logout: clear the session cookie.
import { withApi } from "@/lib/api/handler";
import { logout } from "@/lib/api/operations/auth";
import { signOut } from "@/lib/auth";
import { clearSessionHint } from "@/lib/auth/session-hint";

export const DELETE = withApi(logout, async () => {
  await signOut({ redirect: false });
  await clearSessionHint();
  return null;
});
