// GET /api/v1/employer/get-profile: the logged-in employer's company profile and status.
import { withApi } from "@/lib/api/handler";
import { getEmployerProfileOp } from "@/lib/api/operations/employer";
import { getEmployerProfile } from "@/lib/services/employer-profile";

export const GET = withApi(getEmployerProfileOp, async ({ user }) => getEmployerProfile(user));
