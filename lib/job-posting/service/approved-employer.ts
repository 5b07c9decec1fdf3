// The one gate of the employer's job calls: only an approved company posts jobs or reads applicants.
import { forbidden, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { ModerationStatus } from "@/lib/generated/prisma/enums";
import type { Tx } from "@/lib/transitions/transition";
import { ACCOUNT_PENDING_MESSAGE, ACCOUNT_REJECTED_MESSAGE } from "@/lib/job-posting/schemas/post-job";

export const EMPLOYER_NOT_FOUND = "Employer profile not found.";

export type ApprovedEmployer = { id: string; city: string; state: string };

type EmployerRow = ApprovedEmployer & { status: ModerationStatus };

function assertApproved(row: EmployerRow | undefined | null): ApprovedEmployer {
  if (!row) throw notFound(EMPLOYER_NOT_FOUND);
  if (row.status === "pending") throw forbidden(ACCOUNT_PENDING_MESSAGE);
  if (row.status !== "approved") throw forbidden(ACCOUNT_REJECTED_MESSAGE);
  return { id: row.id, city: row.city, state: row.state };
}

/** The acting user's company if it is approved; 403 with the spec's text otherwise. */
export async function approvedEmployer(user: SessionUser): Promise<ApprovedEmployer> {
  return assertApproved(
    await db.employer.findUnique({ where: { userId: user.id }, select: { id: true, status: true, city: true, state: true } }),
  );
}

/**
 * The same gate inside a transaction, holding the company's row lock until it commits: writes of
 * one employer that must not interleave (identical posts racing each other) queue up here.
 */
export async function lockApprovedEmployer(tx: Tx, user: SessionUser): Promise<ApprovedEmployer> {
  const rows = await tx.$queryRaw<EmployerRow[]>`
    SELECT "id", "status"::text AS "status", "city", "state" FROM "Employer" WHERE "userId" = ${user.id} FOR UPDATE`;
  return assertApproved(rows[0]);
}
