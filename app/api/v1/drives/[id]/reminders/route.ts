// POST /api/v1/drives/{id}/reminders: the placement officer reminds eligible students to register (once a day each).
import { withApi } from "@/lib/api/handler";
import { remindStudentsOp } from "@/lib/campus/operations/reminders";
import { remindStudents } from "@/lib/campus/service/reminders";

export const POST = withApi(remindStudentsOp, ({ user, params, body }) => remindStudents(user, params, body));
