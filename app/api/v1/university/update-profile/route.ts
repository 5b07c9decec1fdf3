// POST /api/v1/university/update-profile — save the institute profile.
import { reply, withApi } from "@/lib/api/handler";
import { updateUniversityProfileOp } from "@/lib/university/operations";
import { updateUniversityProfile } from "@/lib/university/service";

export const POST = withApi(updateUniversityProfileOp, async ({ user, body }) =>
  reply(await updateUniversityProfile(user, body), { message: "Profile updated successfully" }),
);
