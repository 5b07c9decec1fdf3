// A student's drives (decisions.md section 18): those their institute accepted and nobody cancelled,
// each with `eligible`, the `reasons` they are not, and their registration. Which drives, their order
// and the page are SQL, as is each eligibility rule (eligibility.ts); the words are built from the row.
// Order: drives still open first, the nearest deadline first; then closed ones, the latest first.
import "server-only";
import type { DriveJson } from "@/lib/campus/contract/common";
import { CGPA_FACTOR, DRIVES_PAGE_SIZE } from "@/lib/campus/schemas/common";
import { driveJson, driveRules, driveSelect, type DriveRow } from "@/lib/campus/service/drive-json";
import { allReasons, ruleColumnsSql, type RuleFlags, type StudentRecord } from "@/lib/campus/service/eligibility";
import { standingOffer, type StandingOffer } from "@/lib/campus/service/policy";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Tx } from "@/lib/transitions/transition";

type Client = Tx | typeof db;

/** A student: their record and their institute's policy. */
export type StudentFacts = StudentRecord & { id: string; universityId: string; policy: "one_offer" | "dream" };

/**
 * The Student row of a Candidate account (null: not a student). `lock` (inside a transaction) holds
 * the row FOR UPDATE until commit, so a registration and an offer acceptance of the same student
 * queue up instead of both passing their checks.
 */
export async function studentOf(userId: string, client: Client = db, lock = false): Promise<StudentFacts | null> {
  const rows = await client.$queryRaw<StudentFacts[]>`
    SELECT s."id", s."universityId", un."policy"::text AS "policy", s."course", s."passingYear", s."marks"::float8 AS "marks",
           s."cgpa"::float8 AS "cgpa", COALESCE(un."cgpaFactor", ${CGPA_FACTOR}::numeric)::float8 AS "cgpaFactor", s."backlogs"
    FROM "Student" s JOIN "University" un ON un."id" = s."universityId"
    WHERE s."userId" = ${userId}
    ${lock ? Prisma.sql`FOR UPDATE OF s` : Prisma.empty}`;
  return rows[0] ?? null;
}

/** One drive row of a student's list: the rules' flags and their registration. */
export type StudentDriveRow = RuleFlags & {
  id: string;
  registrationId: string | null;
  currentRound: number | null;
  eliminatedAt: Date | null;
  withdrawnAt: Date | null;
};

type RowsOptions = { driveId?: string; page?: number; lockInvitation?: boolean };

/**
 * The student's drives (one page, or the one drive `driveId`) with the rules' flags. `lockInvitation`
 * reads the institute's acceptance FOR SHARE: a decline waits for the registration to commit.
 */
export async function studentDriveRows(client: Client, student: StudentFacts, now: Date, opts: RowsOptions = {}): Promise<StudentDriveRow[]> {
  const page = opts.page ?? 1;
  const one = opts.driveId ? Prisma.sql`AND d."id" = ${opts.driveId}` : Prisma.empty;
  return client.$queryRaw<StudentDriveRow[]>`
    SELECT d."id", ${ruleColumnsSql(now)},
           g."id" AS "registrationId", g."currentRound", g."eliminatedAt", g."withdrawnAt"
    FROM "Student" s
    JOIN "DriveUniversity" du ON du."universityId" = s."universityId" AND du."response" = 'accepted'
    JOIN "Drive" d ON d."id" = du."driveId" AND d."cancelledAt" IS NULL
    LEFT JOIN "DriveRegistration" g ON g."driveId" = d."id" AND g."studentId" = s."id"
    WHERE s."id" = ${student.id} ${one}
    ORDER BY (d."registrationCloses" > ${now}) DESC,
             CASE WHEN d."registrationCloses" > ${now} THEN d."registrationCloses" END ASC,
             d."registrationCloses" DESC, d."id"
    LIMIT ${DRIVES_PAGE_SIZE + 1} OFFSET ${(page - 1) * DRIVES_PAGE_SIZE}
    ${opts.lockInvitation ? Prisma.sql`FOR SHARE OF du` : Prisma.empty}`;
}

/** The drive as the student sees it: the JSON with eligibility and registration. */
export function studentDriveJson(row: DriveRow, flags: StudentDriveRow, student: StudentFacts, offer: StandingOffer, now: Date): DriveJson {
  const reasons = allReasons(flags, student, driveRules(row), student.policy, offer);
  const registered = flags.registrationId !== null;
  const active = registered && flags.eliminatedAt === null && flags.withdrawnAt === null;
  return {
    ...driveJson(row, now, student.universityId),
    eligible: reasons.length === 0,
    reasons,
    registered,
    currentRound: active ? flags.currentRound : null,
  };
}

/** The student's drives for these rows, in the rows' order (one query for the drives, one for the offer). */
export async function studentDrivesJson(student: StudentFacts, rows: readonly StudentDriveRow[], now: Date): Promise<DriveJson[]> {
  if (rows.length === 0) return [];
  const [drives, offer] = await Promise.all([
    db.drive.findMany({ where: { id: { in: rows.map((r) => r.id) } }, select: driveSelect }),
    standingOffer(student.id),
  ]);
  const byId = new Map(drives.map((d) => [d.id, d]));
  return rows.flatMap((flags) => {
    const drive = byId.get(flags.id);
    return drive ? [studentDriveJson(drive, flags, student, offer, now)] : [];
  });
}

/** One page of the student's drives. */
export async function studentDrivesPage(student: StudentFacts, page: number, now: Date): Promise<{ drives: DriveJson[]; hasNextPage: boolean }> {
  const rows = await studentDriveRows(db, student, now, { page });
  return { drives: await studentDrivesJson(student, rows.slice(0, DRIVES_PAGE_SIZE), now), hasNextPage: rows.length > DRIVES_PAGE_SIZE };
}
