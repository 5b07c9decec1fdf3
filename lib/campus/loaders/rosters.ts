import "server-only";
import { requireRole } from "@/lib/auth/guards";
import { studentsQuerySchema } from "@/lib/campus/schemas/common";
import { listStudents } from "@/lib/campus/service/students";
import { getPolicy } from "@/lib/campus/service/universities";
import { ownUniversity } from "@/lib/campus/service/drive-access";
import { parseSearchParams, type SearchParams } from "@/lib/validations/common";

// The students page's data (/university/students). Each read checks the University role itself (a layout
// does not guard its pages' RSC payload).

/** The roster page: its query, a page of students and the offer policy; null without an institute profile. */
export async function loadStudentsPage(params: SearchParams) {
  const user = await requireRole("University");
  if (!(await ownUniversity(user))) return null;
  const query = parseSearchParams(studentsQuerySchema, params);
  const [page, { policy }] = await Promise.all([listStudents(user, query), getPolicy(user)]);
  return { query, ...page, policy };
}
