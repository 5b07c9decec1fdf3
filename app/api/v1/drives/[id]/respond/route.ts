// POST /api/v1/drives/{id}/respond: an invited university accepts or declines the drive.
import { withApi } from "@/lib/api/handler";
import { respondToDriveOp } from "@/lib/campus/operations/drives";
import { respondToDrive } from "@/lib/campus/service/drives";

export const POST = withApi(respondToDriveOp, ({ user, params, body }) => respondToDrive(user, params, body));
