// GET /api/v1/drives/{id}: one drive (with its rounds' students for its company, an admin, an invited university).
import { withApi } from "@/lib/api/handler";
import { getDriveOp } from "@/lib/campus/operations/drives";
import { getDrive } from "@/lib/campus/service/drive-lists";

export const GET = withApi(getDriveOp, ({ user, params }) => getDrive(user, params));
