// POST /api/v1/finance/login: log in as Finance (a staff account an admin created; role from the path) and set the session cookie.
import { withApi, reply } from "@/lib/api/handler";
import { financeLogin } from "@/lib/accounts/operations/auth";
import { signInWithPassword } from "@/lib/accounts/service/session-login";

export const POST = withApi(financeLogin, async ({ body }) =>
  reply(await signInWithPassword({ role: "Finance", email: body.email, password: body.password }), {
    message: "Logged in successfully.",
  }),
);
