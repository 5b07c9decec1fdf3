// POST /api/v1/university/register: create a University account with the e-mailed code (role from the path).
import { withApi, reply } from "@/lib/api/handler";
import { universityRegister } from "@/lib/accounts/operations/auth";
import { registerAccount } from "@/lib/accounts/service/signup";

export const POST = withApi(universityRegister, async ({ body }) =>
  reply(await registerAccount({ ...body, accountType: "University" }), { status: 201, message: "Account created successfully" }),
);
