// The one gate of the employer's calls: only a member of an approved company acts for it, and what
// they may do follows their role in it (decisions.md section 16). The company is found through the
// member row, never through the account that signed up: jobs and decisions belong to the company.
import { forbidden, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { ModerationStatus, TeamRole } from "@/lib/generated/prisma/enums";
import type { Tx } from "@/lib/transitions/transition";
import { ACCOUNT_PENDING_MESSAGE, ACCOUNT_REJECTED_MESSAGE } from "@/lib/job-posting/schemas/post-job";

export const EMPLOYER_NOT_FOUND = "Employer profile not found.";
export const INTERVIEWER_ONLY_MESSAGE = "Interviewers see only the applications assigned to them.";

/** The acting member's company (approved) and their place in it. */
export type ApprovedEmployer = { id: string; city: string; state: string; memberId: string; role: TeamRole };

type MemberRow = ApprovedEmployer & { status: ModerationStatus };

function assertApproved(row: MemberRow | undefined | null, allowInterviewer: boolean): ApprovedEmployer {
  if (!row) throw notFound(EMPLOYER_NOT_FOUND);
  if (row.status === "pending") throw forbidden(ACCOUNT_PENDING_MESSAGE);
  if (row.status !== "approved") throw forbidden(ACCOUNT_REJECTED_MESSAGE);
  if (row.role === "interviewer" && !allowInterviewer) throw forbidden(INTERVIEWER_ONLY_MESSAGE);
  return { id: row.id, city: row.city, state: row.state, memberId: row.memberId, role: row.role };
}

/** The member's company and role, whatever its moderation state; null for an account in no company. */
export async function companyMembership(userId: string): Promise<(ApprovedEmployer & { status: ModerationStatus; orgName: string }) | null> {
  const row = await db.employerMember.findUnique({
    where: { userId },
    select: { id: true, role: true, employer: { select: { id: true, status: true, city: true, state: true, orgName: true } } },
  });
  if (!row) return null;
  return { ...row.employer, memberId: row.id, role: row.role };
}

/**
 * The acting user's company if it is approved and they may act on its jobs (owner or recruiter); 403
 * with the spec's text otherwise. `{ interviewer: true }` lets interviewers through too, for the calls
 * that then narrow to the applications assigned to them.
 */
export async function approvedEmployer(user: SessionUser, opts: { interviewer?: boolean } = {}): Promise<ApprovedEmployer> {
  if (user.role !== "Employer") throw notFound(EMPLOYER_NOT_FOUND);
  return assertApproved(await companyMembership(user.id), opts.interviewer === true);
}

/**
 * The same gate inside a transaction, holding the company's row lock until it commits: writes of
 * one employer that must not interleave (identical posts racing each other) queue up here.
 */
export async function lockApprovedEmployer(tx: Tx, user: SessionUser): Promise<ApprovedEmployer> {
  const rows = await tx.$queryRaw<MemberRow[]>`
    SELECT e."id", e."status"::text AS "status", e."city", e."state", m."id" AS "memberId", m."role"::text AS "role"
    FROM "EmployerMember" m JOIN "Employer" e ON e."id" = m."employerId"
    WHERE m."userId" = ${user.id} FOR UPDATE OF e`;
  return assertApproved(rows[0], false);
}

/** The roles that act on a company's jobs and pipeline; interviewers only read what is assigned to them. */
export const JOB_ROLES: TeamRole[] = ["owner", "recruiter"];

/** A Prisma filter on Employer: the companies in which this user acts on jobs (owner or recruiter). */
export const managedBy = (userId: string) => ({ members: { some: { userId, role: { in: JOB_ROLES } } } }) as const;

/** A Prisma filter on Employer: the companies this user belongs to, in any role. */
export const memberOf = (userId: string) => ({ members: { some: { userId } } }) as const;
