// POST /api/v1/university/students/verify: "Verify all": the placement officer locks the records shown in one call.
import { withApi } from "@/lib/api/handler";
import { verifyStudentsOp } from "@/lib/campus/operations/rosters";
import { verifyStudents } from "@/lib/campus/service/students";

export const POST = withApi(verifyStudentsOp, ({ user, body }) => verifyStudents(user, body));
