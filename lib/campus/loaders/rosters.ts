import "server-only";
import { requireRole } from "@/lib/auth/guards";
import { studentsQuerySchema } from "@/lib/campus/schemas/common";
import { listStudents } from "@/lib/campus/service/students";
import { getPolicy } from "@/lib/campus/service/universities";
import { ownUniversity } from "@/lib/campus/service/drive-access";
import { parseSearchParams, type SearchParams } from "@/lib/validations/common";
import { ApiError } from "@/lib/api/errors";
import { CLAIM_LINK_INVALID, previewClaim, type ClaimView } from "@/lib/campus/service/student-claims";

// The students page's data (/university/students). Each read checks the University role itself (a layout
// does not guard its pages' RSC payload).

/** The roster page: its query, a page of students, the offer policy and the CGPA factor; null without an institute profile. */
export async function loadStudentsPage(params: SearchParams) {
  const user = await requireRole("University");
  if (!(await ownUniversity(user))) return null;
  const query = parseSearchParams(studentsQuerySchema, params);
  const [page, { policy, cgpaFactor, status }] = await Promise.all([listStudents(user, query), getPolicy(user)]);
  // Importing waits for the admin's approval (decisions.md section 20); the area's notice says why.
  return { query, ...page, policy, cgpaFactor, canImport: status === "approved" };
}

export type StudentClaimPage = { state: "invalid"; message: string } | { state: "ready"; claim: ClaimView };

/**
 * /candidate/student-confirm: the line a mailed link stands for, for the Candidate it was mailed to (a
 * visitor logs in first and comes back; another account's link reads as invalid). Opening decides nothing.
 */
export async function loadStudentClaim(token: string): Promise<StudentClaimPage> {
  const user = await requireRole("Candidate");
  if (!token) return { state: "invalid", message: CLAIM_LINK_INVALID };
  try {
    return { state: "ready", claim: await previewClaim(user, token) };
  } catch (error) {
    if (error instanceof ApiError && error.code === "INVALID_TOKEN") return { state: "invalid", message: error.message };
    throw error;
  }
}
