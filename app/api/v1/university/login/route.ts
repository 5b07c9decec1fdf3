// POST /api/v1/university/login: log in as University (role from the path) and set the session cookie.
import { withApi, reply } from "@/lib/api/handler";
import { universityLogin } from "@/lib/accounts/operations/auth";
import { signInWithPassword } from "@/lib/accounts/service/session-login";

export const POST = withApi(universityLogin, async ({ body }) =>
  reply(await signInWithPassword({ role: "University", email: body.email, password: body.password }), {
    message: "Logged in successfully.",
  }),
);
