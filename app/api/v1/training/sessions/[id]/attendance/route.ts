// PUT /api/v1/training/sessions/{id}/attendance: the batch's trainer sets the session's register.
import { withApi } from "@/lib/api/handler";
import { correctSessionAttendance } from "@/lib/academy/operations/attendance";
import { correctAttendance } from "@/lib/academy/service/attendance";

export const PUT = withApi(correctSessionAttendance, ({ user, params, body }) => correctAttendance(user, params, body));
