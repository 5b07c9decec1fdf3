// POST /api/v1/employer/update-profile: save the company profile; a new login e-mail waits for its code.
import { reply, withApi } from "@/lib/api/handler";
import { updateEmployerProfileOp } from "@/lib/employers/operations";
import { clientIp } from "@/lib/security/client-ip";
import { updateEmployerProfile } from "@/lib/employers/service/profile";

export const POST = withApi(updateEmployerProfileOp, async ({ user, body, req }) =>
  reply(await updateEmployerProfile(user, body, { ip: clientIp(req.headers) }), { message: "Profile updated successfully" }),
);
