// GET /api/v1/university/students: the institute's students, a page at a time, searched by name, e-mail or roll number.
import { withApi } from "@/lib/api/handler";
import { listStudentsOp } from "@/lib/campus/operations/rosters";
import { listStudents } from "@/lib/campus/service/students";

export const GET = withApi(listStudentsOp, ({ user, query }) => listStudents(user, query));
