// PATCH /api/v1/university/students/{id}: the placement officer locks (verifies) or unlocks a student's record.
import { withApi } from "@/lib/api/handler";
import { setStudentVerifiedOp } from "@/lib/campus/operations/rosters";
import { setStudentVerified } from "@/lib/campus/service/students";

export const PATCH = withApi(setStudentVerifiedOp, ({ user, params, body }) => setStudentVerified(user, params, body));
