// GET /api/v1/employer/get-profile: the logged-in employer's company profile and status.
import { withApi } from "@/lib/api/handler";
import { getEmployerProfileOp } from "@/lib/employers/operations";
import { getEmployerProfile } from "@/lib/employers/service/profile";

export const GET = withApi(getEmployerProfileOp, async ({ user }) => getEmployerProfile(user));
