// GET /api/v1/drives: the drives the caller may see; POST: an admin or a company creates one.
import { withApi } from "@/lib/api/handler";
import { createDriveOp, listDrivesOp } from "@/lib/campus/operations/drives";
import { createDrive } from "@/lib/campus/service/drives";
import { listDrives } from "@/lib/campus/service/drive-lists";

export const GET = withApi(listDrivesOp, ({ user, query }) => listDrives(user, query));
export const POST = withApi(createDriveOp, ({ user, body }) => createDrive(user, body));
