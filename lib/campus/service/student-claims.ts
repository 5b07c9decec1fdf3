// A roster line whose e-mail already has an account (decisions.md section 20): a claim, never a takeover.
// Until the person confirms they study there (POST university/students/confirm, with the link the
// student-invitations task mails, valid STUDENT_INVITE_DAYS days), nothing of their account changes or
// links, and the institute sees only its own file's line (`awaiting_confirmation`). Confirming makes the
// student record from the line and brings the profile's course, passing year and marks to it, as an
// import does for a new student. Someone already a student of an institute cannot confirm another's
// line (409 ALREADY_A_STUDENT): moving between institutes is their officers' business, not a link's.
import "server-only";
import { ApiError, conflict } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { hashResetToken } from "@/lib/accounts/service/password-reset";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { RosterLine } from "@/lib/campus/service/roster-parse";
import { profileMarksText, rollKey } from "@/lib/campus/rules/common";
import { rosterFields, rosterFieldsSelect, type RosterFields } from "@/lib/campus/service/students";

/** A claim as the import plans with it. */
export type Claim = { id: string; userId: string; rollNo: string };

export const CLAIM_LINK_INVALID = "This confirmation link is not valid or has expired. Ask your placement officer to import your line again.";
export const ALREADY_A_STUDENT_MESSAGE = (instituteName: string) =>
  `Your account is already a student of ${instituteName}. Ask your placement officer if your institute has changed.`;

/** The institute's claims on these roll numbers (as rollKey compares them) or on the accounts of these e-mails (one query). */
export function claimsOf(universityId: string, rollNos: string[], emails: string[]): Prisma.PrismaPromise<Claim[]> {
  return db.$queryRaw<Claim[]>`
    SELECT c."id", c."userId", c."rollNo" FROM "StudentClaim" c
    WHERE c."universityId" = ${universityId}
      AND (lower(btrim(c."rollNo")) = ANY(${rollNos.map(rollKey)}::text[]) OR c."userId" IN (SELECT u."id" FROM "User" u WHERE u."email" = ANY(${emails}::text[])))`;
}

/**
 * Writes the lines as claims in one statement: a new one, or the same roll number's brought to the file's
 * values. A claim that now names another account loses its link (the task mails the new person).
 */
export async function writeClaims(tx: Prisma.TransactionClient, universityId: string, claims: { userId: string; row: RosterLine }[], now: Date): Promise<void> {
  if (claims.length === 0) return;
  const rows = claims.map((c) => c.row);
  await tx.$executeRaw`
    INSERT INTO "StudentClaim" ("id", "universityId", "userId", "rollNo", "name", "email", "course", "passingYear", "marks", "cgpa", "backlogs", "createdAt", "updatedAt")
    SELECT gen_random_uuid()::text, ${universityId}, v."userId", v."rollNo", v."name", v."email", v."course", v."year", v."marks", v."cgpa", v."backlogs", ${now}, ${now}
    FROM unnest(${claims.map((c) => c.userId)}::text[], ${rows.map((r) => r.rollNo)}::text[], ${rows.map((r) => r.name)}::text[],
                ${rows.map((r) => r.email)}::text[], ${rows.map((r) => r.course)}::text[], ${rows.map((r) => r.passingYear)}::int[],
                ${rows.map((r) => r.marks)}::numeric[], ${rows.map((r) => r.cgpa)}::numeric[], ${rows.map((r) => r.backlogs)}::int[])
      AS v("userId", "rollNo", "name", "email", "course", "year", "marks", "cgpa", "backlogs")
    ON CONFLICT ("universityId", "rollNo") DO UPDATE SET
      "userId" = EXCLUDED."userId", "name" = EXCLUDED."name", "email" = EXCLUDED."email", "course" = EXCLUDED."course",
      "passingYear" = EXCLUDED."passingYear", "marks" = EXCLUDED."marks", "cgpa" = EXCLUDED."cgpa", "backlogs" = EXCLUDED."backlogs", "updatedAt" = EXCLUDED."updatedAt",
      "tokenHash" = CASE WHEN "StudentClaim"."userId" = EXCLUDED."userId" THEN "StudentClaim"."tokenHash" END,
      "expiresAt" = CASE WHEN "StudentClaim"."userId" = EXCLUDED."userId" THEN "StudentClaim"."expiresAt" END`;
}

const claimSelect = {
  id: true,
  userId: true,
  ...rosterFieldsSelect,
  expiresAt: true,
  university: { select: { id: true, instituteName: true } },
} as const satisfies Prisma.StudentClaimSelect;

type ClaimRow = Prisma.StudentClaimGetPayload<{ select: typeof claimSelect }>;

/** What the confirmation page shows and the call answers: the institute and its line. */
export type ClaimView = RosterFields & { institute: { id: string; instituteName: string } };

const viewOf = (row: ClaimRow): ClaimView => ({ institute: row.university, ...rosterFields(row) });

const invalidLink = () => new ApiError(400, CLAIM_LINK_INVALID, { code: "INVALID_TOKEN", errors: { token: CLAIM_LINK_INVALID } });

/** The signed-in person's live claim for this token; another account's link is as unknown as a wrong one. */
async function liveClaim(client: Prisma.TransactionClient | typeof db, user: SessionUser, token: string, now: Date): Promise<ClaimRow> {
  const row = await client.studentClaim.findUnique({ where: { tokenHash: hashResetToken(token) }, select: claimSelect });
  if (!row || row.userId !== user.id || user.role !== "Candidate" || !row.expiresAt || row.expiresAt <= now) throw invalidLink();
  return row;
}

/** The line a confirmation link stands for, for its page (opening it decides nothing). */
export async function previewClaim(user: SessionUser, token: string, now: Date = new Date()): Promise<ClaimView> {
  return viewOf(await liveClaim(db, user, token, now));
}

/**
 * POST university/students/confirm: the person confirms they study there. In one transaction the claim is
 * taken (a second confirmation finds none), the record made and the profile's academics brought to it.
 */
export async function confirmClaim(user: SessionUser, { token }: { token: string }, now: Date = new Date()): Promise<ClaimView> {
  return db.$transaction(async (tx) => {
    const row = await liveClaim(tx, user, token, now);
    const { count } = await tx.studentClaim.deleteMany({ where: { id: row.id, tokenHash: hashResetToken(token) } });
    if (count === 0) throw invalidLink();
    const current = await tx.student.findUnique({ where: { userId: user.id }, select: { university: { select: { instituteName: true } } } });
    if (current) throw conflict(ALREADY_A_STUDENT_MESSAGE(current.university.instituteName), "ALREADY_A_STUDENT");
    const view = viewOf(row);
    await tx.student.create({
      data: { universityId: view.institute.id, userId: user.id, rollNo: view.rollNo, course: view.course, passingYear: view.passingYear, marks: view.marks, cgpa: view.cgpa, backlogs: view.backlogs },
    });
    const academics = { course: view.course, passingYear: view.passingYear, marks: profileMarksText(view) };
    await tx.candidateProfile.upsert({ where: { userId: user.id }, update: academics, create: { userId: user.id, ...academics } });
    return view;
  });
}
