// DELETE /api/v1/auth/logout: end this session on the server (its row is revoked) and clear the cookie.
import { withApi } from "@/lib/api/handler";
import { logout } from "@/lib/accounts/operations/auth";
import { endCurrentSession } from "@/lib/accounts/service/session-login";

export const DELETE = withApi(logout, async () => {
  await endCurrentSession();
  return null;
});
