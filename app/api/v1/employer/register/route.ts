// POST /api/v1/employer/register: create an Employer account with the e-mailed code (role from the path).
import { withApi, reply } from "@/lib/api/handler";
import { employerRegister } from "@/lib/accounts/operations/auth";
import { registerAccount } from "@/lib/accounts/service/signup";

export const POST = withApi(employerRegister, async ({ body }) =>
  reply(await registerAccount({ ...body, accountType: "Employer" }), { status: 201, message: "Account created successfully" }),
);
