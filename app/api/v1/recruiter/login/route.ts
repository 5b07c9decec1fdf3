// POST /api/v1/recruiter/login: log in as Recruiter (a staff account an admin created; role from the path) and set the session cookie.
import { withApi, reply } from "@/lib/api/handler";
import { recruiterLogin } from "@/lib/accounts/operations/auth";
import { signInWithPassword } from "@/lib/accounts/service/session-login";

export const POST = withApi(recruiterLogin, async ({ body }) =>
  reply(await signInWithPassword({ role: "Recruiter", email: body.email, password: body.password }), {
    message: "Logged in successfully.",
  }),
);
