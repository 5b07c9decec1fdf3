// POST /api/v1/trainer/login: log in as Trainer (a staff account an admin created; role from the path) and set the session cookie.
import { withApi, reply } from "@/lib/api/handler";
import { trainerLogin } from "@/lib/accounts/operations/auth";
import { signInWithPassword } from "@/lib/accounts/service/session-login";

export const POST = withApi(trainerLogin, async ({ body }) =>
  reply(await signInWithPassword({ role: "Trainer", email: body.email, password: body.password }), {
    message: "Logged in successfully.",
  }),
);
