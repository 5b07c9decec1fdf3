// POST /api/v1/candidate/login: log in as Candidate (role from the path) and set the session cookie.
import { withApi, reply } from "@/lib/api/handler";
import { candidateLogin } from "@/lib/accounts/operations/auth";
import { signInWithPassword } from "@/lib/accounts/service/session-login";

export const POST = withApi(candidateLogin, async ({ body }) =>
  reply(await signInWithPassword({ role: "Candidate", email: body.email, password: body.password }), {
    message: "Logged in successfully.",
  }),
);
