// POST /api/v1/university/update-profile — save the institute profile.
import { reply, withApi } from "@/lib/api/handler";
import { updateUniversityProfileOp } from "@/lib/api/operations/university";
import { updateUniversityProfile } from "@/lib/services/university";

export const POST = withApi(updateUniversityProfileOp, async ({ user, body }) =>
  reply(await updateUniversityProfile(user, body), { message: "Profile updated successfully" }),
);
