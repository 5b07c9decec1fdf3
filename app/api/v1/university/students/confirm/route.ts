// POST /api/v1/university/students/confirm: the person a roster line named confirms they study there (decisions.md section 20).
import { withApi } from "@/lib/api/handler";
import { confirmStudentOp } from "@/lib/campus/operations/rosters";
import { confirmClaim } from "@/lib/campus/service/student-claims";

export const POST = withApi(confirmStudentOp, ({ user, body }) => confirmClaim(user, body));
