// POST /api/v1/university/students/import: a university imports its roster (multipart `file`, CSV), all or nothing.
import { withApi } from "@/lib/api/handler";
import { importStudentsOp } from "@/lib/campus/operations/rosters";
import { importStudents } from "@/lib/campus/service/roster-import";
import { rosterFileOf } from "@/lib/campus/service/roster-parse";

// The body cap (the operation's maxBodyBytes) is enforced by withApi; the part becomes the service's File here.
export const POST = withApi(importStudentsOp, ({ user, form }) => importStudents(user, rosterFileOf(form)));
