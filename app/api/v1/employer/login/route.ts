// POST /api/v1/employer/login: log in as Employer (role from the path) and set the session cookie.
import { withApi, reply } from "@/lib/api/handler";
import { employerLogin } from "@/lib/accounts/operations/auth";
import { signInWithPassword } from "@/lib/accounts/service/session-login";

export const POST = withApi(employerLogin, async ({ body }) =>
  reply(await signInWithPassword({ role: "Employer", email: body.email, password: body.password }), {
    message: "Logged in successfully.",
  }),
);
