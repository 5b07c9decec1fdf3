// POST /api/v1/drives/{id}/register: a student registers for a drive their university accepted.
import { withApi } from "@/lib/api/handler";
import { registerForDriveOp } from "@/lib/campus/operations/drives";
import { registerForDrive } from "@/lib/campus/service/drive-register";

export const POST = withApi(registerForDriveOp, ({ user, params }) => registerForDrive(user, params));
