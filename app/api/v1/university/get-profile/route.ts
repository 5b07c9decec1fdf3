// GET /api/v1/university/get-profile — the logged-in university's institute profile.
import { withApi } from "@/lib/api/handler";
import { getUniversityProfileOp } from "@/lib/university/operations";
import { getUniversityProfile } from "@/lib/university/service";

export const GET = withApi(getUniversityProfileOp, async ({ user }) => getUniversityProfile(user));
