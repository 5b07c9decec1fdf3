// POST /api/v1/candidate/register: create a Candidate account with the e-mailed code (role from the path).
import { withApi, reply } from "@/lib/api/handler";
import { candidateRegister } from "@/lib/accounts/operations/auth";
import { registerAccount } from "@/lib/accounts/service/signup";

export const POST = withApi(candidateRegister, async ({ body }) =>
  reply(await registerAccount({ ...body, accountType: "Candidate" }), { status: 201, message: "Account created successfully" }),
);
