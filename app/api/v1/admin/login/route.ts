// POST /api/v1/admin/login: log in as Admin (role from the path) and set the session cookie.
import { withApi, reply } from "@/lib/api/handler";
import { adminLogin } from "@/lib/accounts/operations/auth";
import { signInWithPassword } from "@/lib/accounts/service/session-login";

export const POST = withApi(adminLogin, async ({ body }) =>
  reply(await signInWithPassword({ role: "Admin", email: body.email, password: body.password }), {
    message: "Logged in successfully.",
  }),
);
