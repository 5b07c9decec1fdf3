// POST university/students/import (decisions.md section 18, docs/decisions/0036): a roster imports all or
// nothing. Every line is checked first (roster-parse.ts for the file itself; here what the lines mean for
// the database), and any error refuses the whole file with a line-by-line report. A clean file is
// written in ONE transaction with set-based statements (a handful of statements for 5,000 students,
// never a round trip per line; `npm run bench:roster` measures it), and the mails go afterwards through
// the student-invitations task, never inside the request.
//
// What a line means, matched by roll number within the institute (without case or surrounding spaces):
// - a roll number the institute already has is that student: the record's course, passing year, marks and
//   backlogs are brought to the file's values (a verified record refuses a change: the officer unlocks it
//   first). The account's e-mail and name are the student's own login once they chose a password, so the
//   file's are then ignored; an account nobody has logged into yet takes the file's (a typo fixed in the
//   roster reaches the right inbox: the old address's links are voided and the new one is invited);
// - a new roll number whose e-mail already has a Candidate account NEVER takes it over (decisions.md
//   section 20): the line becomes a claim (student-claims.ts) that changes and links nothing until that
//   person confirms they study here, and the institute learns nothing of the account (not whether it
//   exists elsewhere as a student, nor whether it has logged in). Only an e-mail that is already this
//   institute's own student, or already awaits confirmation under another roll number, is an error line;
//   an address of a company's or an institute's account cannot be a student's login (an error line);
// - otherwise a new Candidate account is made with the shared "not set yet" password (nobody can log in
//   with it; hashing 5,000 passwords would take a minute) and mailed a link to choose one.
// The candidate profile's course, passing year and marks follow the institute's record.
import "server-only";
import { conflict, toApiError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import type { ImportReport } from "@/lib/campus/contract/common";
import { approvedUniversity } from "@/lib/campus/service/drive-access";
import { readRoster, rosterText, type LineError, type RosterLine } from "@/lib/campus/service/roster-parse";
import { STUDENT_INVITATIONS_TASK } from "@/lib/campus/service/student-invitations";
import { claimsOf, writeClaims, type Claim } from "@/lib/campus/service/student-claims";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { nudgeTask } from "@/lib/queue";
import { UNSET_PASSWORD_PREFIX, unsetPasswordHash } from "@/lib/accounts/service/password-reset";
import { profileMarksText, rollKey } from "@/lib/campus/rules/common";

export const LOCKED_MESSAGE = (rollNo: string) => `rollNo ${rollNo} is verified: unlock it to change it`;
export const IMPORT_RACE_MESSAGE = "Another import changed these students at the same moment. Please import the file again.";

type Existing = {
  id: string;
  rollNo: string;
  userId: string;
  locked: boolean;
  course: string;
  passingYear: number;
  marks: number | null;
  cgpa: number | null;
  backlogs: number;
  email: string;
  name: string;
  unset: boolean;
};
type Account = { id: string; email: string; role: string; universityId: string | null; rollNo: string | null };
type Update = { existing: Existing; row: RosterLine; rename: boolean; newEmail: boolean };
type Plan = { creates: RosterLine[]; claims: { userId: string; row: RosterLine }[]; dropClaims: string[]; updates: Update[]; errors: LineError[] };

/** The institute's students with these roll numbers (compared as rollKey does), with their accounts. */
function existingStudents(universityId: string, rollNos: string[]): Prisma.PrismaPromise<Existing[]> {
  return db.$queryRaw<Existing[]>`
    SELECT s."id", s."rollNo", s."userId", s."verifiedAt" IS NOT NULL AS "locked", s."course", s."passingYear",
           s."marks"::float8 AS "marks", s."cgpa"::float8 AS "cgpa", s."backlogs", u."email", u."name",
           u."passwordHash" LIKE ${`${UNSET_PASSWORD_PREFIX}%`} AS "unset"
    FROM "Student" s JOIN "User" u ON u."id" = s."userId"
    WHERE s."universityId" = ${universityId} AND lower(btrim(s."rollNo")) = ANY(${rollNos.map(rollKey)}::text[])`;
}

/**
 * Accounts with these e-mails (one address may have an account per role: the Candidate one comes last,
 * so it wins in a Map) and, only when it is THIS institute's student, the roll number: whether another
 * institute has them stays unread.
 */
function accountsByEmail(universityId: string, emails: string[]): Prisma.PrismaPromise<Account[]> {
  return db.$queryRaw<Account[]>`
    SELECT u."id", u."email", u."role"::text AS "role", s."universityId", s."rollNo"
    FROM "User" u LEFT JOIN "Student" s ON s."userId" = u."id" AND s."universityId" = ${universityId}
    WHERE u."email" = ANY(${emails}::text[])
    ORDER BY (u."role" = 'Candidate') ASC`;
}

const hundredths = (value: number | null) => (value === null ? null : Math.round(value * 100));
const academicsDiffer = (a: Existing, row: RosterLine) =>
  a.course !== row.course ||
  a.passingYear !== row.passingYear ||
  hundredths(a.marks) !== hundredths(row.marks) ||
  hundredths(a.cgpa) !== hundredths(row.cgpa) ||
  a.backlogs !== row.backlogs;

/** Decides what each line does, or why it cannot (every line is looked at, so the report is complete). */
async function plan(universityId: string, lines: RosterLine[]): Promise<Plan> {
  // One snapshot for the three reads: an import committing in between must not be half seen (its
  // accounts already this institute's students, their records not yet), which refused every line.
  const [students, accounts, claims] = await db.$transaction(
    [
      existingStudents(universityId, lines.map((l) => l.rollNo)),
      accountsByEmail(universityId, lines.map((l) => l.email)),
      claimsOf(universityId, lines.map((l) => l.rollNo), lines.map((l) => l.email)),
    ],
    { isolationLevel: "RepeatableRead" },
  );
  const byRollNo = new Map(students.map((s) => [rollKey(s.rollNo), s]));
  // The Candidate account wins where an address has several (they were read Candidate last).
  const byEmail = new Map(accounts.map((a) => [a.email, a]));
  const claimByRollNo = new Map(claims.map((c) => [rollKey(c.rollNo), c]));
  const claimByUser = new Map(claims.map((c) => [c.userId, c]));
  const result: Plan = { creates: [], claims: [], dropClaims: [], updates: [], errors: [] };
  const taken = (row: RosterLine, account: Account) =>
    account.universityId === universityId
      ? `email ${row.email} is already the student with rollNo ${account.rollNo}`
      : `email ${row.email} already belongs to another account`;
  for (const row of lines) {
    const existing = byRollNo.get(rollKey(row.rollNo));
    if (existing) {
      if (existing.locked && academicsDiffer(existing, row)) {
        result.errors.push({ line: row.line, message: LOCKED_MESSAGE(row.rollNo) });
        continue;
      }
      const newEmail = existing.unset && row.email !== existing.email;
      const owner = newEmail ? byEmail.get(row.email) : undefined;
      if (owner) {
        result.errors.push({ line: row.line, message: taken(row, owner) });
        continue;
      }
      const rename = existing.unset && (newEmail || row.name !== existing.name);
      result.updates.push({ existing, row, rename, newEmail });
      continue;
    }
    const claim: Claim | undefined = claimByRollNo.get(rollKey(row.rollNo));
    const account = byEmail.get(row.email);
    const error = newLineError(row, account, claimByUser.get(account?.id ?? ""), taken);
    if (error) result.errors.push({ line: row.line, message: error });
    else if (account) result.claims.push({ userId: account.id, row });
    else {
      // The roll number awaited someone else's confirmation: the line now names a new address.
      if (claim) result.dropClaims.push(claim.id);
      result.creates.push(row);
    }
  }
  return result;
}

/** Why a line of a roll number the institute has no student for cannot be imported, or null. */
function newLineError(row: RosterLine, account: Account | undefined, claimed: Claim | undefined, taken: (row: RosterLine, account: Account) => string): string | null {
  if (!account) return null;
  if (account.role !== "Candidate") return `email ${row.email} cannot be a student's login: please use another address`;
  if (account.universityId) return taken(row, account);
  if (claimed && rollKey(claimed.rollNo) !== rollKey(row.rollNo)) return `email ${row.email} already awaits confirmation with rollNo ${claimed.rollNo}`;
  return null;
}

/** Writes a checked plan: a few set-based statements whatever the roster's size. */
async function write(tx: Prisma.TransactionClient, universityId: string, { creates, claims, dropClaims, updates }: Plan, now: Date): Promise<void> {
  if (dropClaims.length) await tx.studentClaim.deleteMany({ where: { id: { in: dropClaims }, universityId } });
  await writeClaims(tx, universityId, claims, now);
  // One unusable value for the whole roster: nobody can log in with it, whatever it is. The account is
  // as old as its record (the invitations task tells a new account from a linked, older one by that).
  const passwordHash = unsetPasswordHash();
  // Raw, set-based statements: Prisma's createMany builds its statement in JavaScript, which for 5,000
  // rows held the event loop (and every other request) for over a second (issue 42, bench:roster).
  const made = creates.length
    ? await tx.$queryRaw<{ id: string; email: string }[]>`
        INSERT INTO "User" ("id", "email", "role", "name", "passwordHash", "createdAt", "updatedAt")
        SELECT gen_random_uuid()::text, v."email", 'Candidate', v."name", ${passwordHash}, ${now}, ${now}
        FROM unnest(${creates.map((row) => row.email)}::text[], ${creates.map((row) => row.name)}::text[]) AS v("email", "name")
        RETURNING "id", "email"`
    : [];
  const idOf = new Map(made.map((user) => [user.email, user.id]));
  const fresh = creates.map((row) => ({ userId: idOf.get(row.email)!, row }));
  const everyone = [...fresh, ...updates.map((u) => ({ userId: u.existing.userId, row: u.row }))];

  // A profile row for whoever has none; the academics of those who had one are written just below.
  if (everyone.length) {
    await tx.$executeRaw`
      INSERT INTO "CandidateProfile" ("id", "userId", "course", "passingYear", "marks", "updatedAt")
      SELECT gen_random_uuid()::text, v."userId", v."course", v."year", v."marks", ${now}
      FROM unnest(${everyone.map((e) => e.userId)}::text[], ${everyone.map((e) => e.row.course)}::text[],
                  ${everyone.map((e) => e.row.passingYear)}::int[], ${everyone.map((e) => profileMarksText(e.row))}::text[]) AS v("userId", "course", "year", "marks")
      ON CONFLICT ("userId") DO NOTHING`;
  }
  const synced = updates.map((u) => ({ userId: u.existing.userId, row: u.row }));
  if (synced.length) {
    await tx.$executeRaw`
      UPDATE "CandidateProfile" p SET "course" = v."course", "passingYear" = v."year", "marks" = v."marks", "updatedAt" = ${now}
      FROM unnest(${synced.map((s) => s.userId)}::text[], ${synced.map((s) => s.row.course)}::text[],
                  ${synced.map((s) => s.row.passingYear)}::int[], ${synced.map((s) => profileMarksText(s.row))}::text[]) AS v("userId", "course", "year", "marks")
      WHERE p."userId" = v."userId"`;
  }
  if (fresh.length) {
    await tx.$executeRaw`
      INSERT INTO "Student" ("id", "universityId", "userId", "rollNo", "course", "passingYear", "marks", "cgpa", "backlogs", "createdAt", "updatedAt")
      SELECT gen_random_uuid()::text, ${universityId}, v."userId", v."rollNo", v."course", v."year", v."marks", v."cgpa", v."backlogs", ${now}, ${now}
      FROM unnest(${fresh.map((f) => f.userId)}::text[], ${fresh.map((f) => f.row.rollNo)}::text[], ${fresh.map((f) => f.row.course)}::text[],
                  ${fresh.map((f) => f.row.passingYear)}::int[], ${fresh.map((f) => f.row.marks)}::numeric[], ${fresh.map((f) => f.row.cgpa)}::numeric[],
                  ${fresh.map((f) => f.row.backlogs)}::int[])
        AS v("userId", "rollNo", "course", "year", "marks", "cgpa", "backlogs")`;
  }
  if (updates.length) {
    await tx.$executeRaw`
      UPDATE "Student" s SET "course" = v."course", "passingYear" = v."year", "marks" = v."marks", "cgpa" = v."cgpa", "backlogs" = v."backlogs", "updatedAt" = ${now}
      FROM unnest(${updates.map((u) => u.existing.id)}::text[], ${updates.map((u) => u.row.course)}::text[], ${updates.map((u) => u.row.passingYear)}::int[],
                  ${updates.map((u) => u.row.marks)}::numeric[], ${updates.map((u) => u.row.cgpa)}::numeric[], ${updates.map((u) => u.row.backlogs)}::int[])
        AS v("id", "course", "year", "marks", "cgpa", "backlogs")
      WHERE s."id" = v."id"`;
  }
  const renames = updates.filter((u) => u.rename);
  if (renames.length) {
    await tx.$executeRaw`
      UPDATE "User" u SET "email" = v."email", "name" = v."name", "updatedAt" = ${now}
      FROM unnest(${renames.map((r) => r.existing.userId)}::text[], ${renames.map((r) => r.row.email)}::text[], ${renames.map((r) => r.row.name)}::text[]) AS v("id", "email", "name")
      WHERE u."id" = v."id"`;
  }
  // The old address's set-password links stop working; the task invites the new one.
  const moved = renames.filter((r) => r.newEmail).map((r) => r.existing.userId);
  if (moved.length) {
    await tx.passwordResetToken.updateMany({ where: { userId: { in: moved }, usedAt: null, expiresAt: { gt: now } }, data: { expiresAt: now } });
  }
}

/** Imports the roster for the acting University; the report lists every refused line (then nothing changed). */
export async function importStudents(user: SessionUser, file: File, opts: { now?: Date } = {}): Promise<ImportReport> {
  const university = await approvedUniversity(user);
  const { lines, errors } = await readRoster(await rosterText(file));
  const decided = lines.length > 0 ? await plan(university.id, lines) : null;
  const allErrors = [...errors, ...(decided?.errors ?? [])].sort((a, b) => a.line - b.line);
  if (!decided || allErrors.length > 0) return { created: 0, updated: 0, awaitingConfirmation: 0, errors: allErrors };

  const now = opts.now ?? new Date();
  try {
    // Generous limits: the statements are few but each may carry 5,000 rows.
    await db.$transaction((tx) => write(tx, university.id, decided, now), { maxWait: 10_000, timeout: 120_000 });
  } catch (error) {
    // A concurrent import (or signup) took a roll number or an e-mail between the checks and the write.
    if (toApiError(error)?.status === 409) throw conflict(IMPORT_RACE_MESSAGE);
    throw error;
  }
  if (decided.creates.length + decided.claims.length > 0 || decided.updates.some((u) => u.newEmail)) nudgeTask(STUDENT_INVITATIONS_TASK);
  return { created: decided.creates.length, updated: decided.updates.length, awaitingConfirmation: decided.claims.length, errors: [] };
}
