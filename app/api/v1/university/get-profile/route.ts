// GET /api/v1/university/get-profile — the logged-in university's institute profile.
import { withApi } from "@/lib/api/handler";
import { getUniversityProfileOp } from "@/lib/api/operations/university";
import { getUniversityProfile } from "@/lib/services/university";

export const GET = withApi(getUniversityProfileOp, async ({ user }) => getUniversityProfile(user));
