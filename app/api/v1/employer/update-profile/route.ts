// POST /api/v1/employer/update-profile: save the company profile (and the login e-mail and mobile).
import { reply, withApi } from "@/lib/api/handler";
import { updateEmployerProfileOp } from "@/lib/api/operations/employer";
import { updateEmployerProfile } from "@/lib/services/employer-profile";

export const POST = withApi(updateEmployerProfileOp, async ({ user, body }) =>
  reply(await updateEmployerProfile(user, body), { message: "Profile updated successfully" }),
);
