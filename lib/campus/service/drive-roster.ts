// Who is in which round of a drive (decisions.md section 18), for its company, an admin and an invited
// university (only its own students). A registration has reached round p when its currentRound is p
// or more, or a result was recorded for p; its status there is that result (advanced, eliminated),
// else withdrawn (an accepted offer elsewhere took it out) or in. One query; each round lists at most
// ROSTER_ROUND_LIMIT students (by institute, then roll number) with the round's total beside them.
import "server-only";
import type { DriveRoster } from "@/lib/campus/contract/common";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

export const ROSTER_ROUND_LIMIT = 500;

type RosterRow = {
  roundId: string;
  registrationId: string;
  name: string;
  rollNo: string;
  universityId: string;
  institute: string;
  status: DriveRoster[number]["students"][number]["status"];
  total: number;
};

/** The drive's rounds with their students; `universityId` keeps that institute's students only. */
export async function driveRoster(driveId: string, rounds: readonly { id: string; name: string; position: number; at: Date }[], universityId?: string): Promise<DriveRoster> {
  const ofUniversity = universityId ? Prisma.sql`AND s."universityId" = ${universityId}` : Prisma.empty;
  const rows = await db.$queryRaw<RosterRow[]>`
    SELECT "roundId", "registrationId", "name", "rollNo", "universityId", "institute", "status", "total"::int AS "total"
    FROM (
      SELECT r."id" AS "roundId", g."id" AS "registrationId", u."name", s."rollNo", s."universityId", un."instituteName" AS "institute",
             CASE WHEN res."result" = 'advance' THEN 'advanced'
                  WHEN res."result" = 'eliminate' THEN 'eliminated'
                  WHEN g."withdrawnAt" IS NOT NULL THEN 'withdrawn'
                  ELSE 'in' END AS "status",
             COUNT(*) OVER (PARTITION BY r."id") AS "total",
             ROW_NUMBER() OVER (PARTITION BY r."id" ORDER BY un."instituteName", s."rollNo", g."id") AS "n"
      FROM "DriveRound" r
      JOIN "DriveRegistration" g ON g."driveId" = r."driveId"
      JOIN "Student" s ON s."id" = g."studentId"
      JOIN "User" u ON u."id" = s."userId"
      JOIN "University" un ON un."id" = s."universityId"
      LEFT JOIN "DriveResult" res ON res."registrationId" = g."id" AND res."roundId" = r."id"
      WHERE r."driveId" = ${driveId} ${ofUniversity} AND (g."currentRound" >= r."position" OR res."result" IS NOT NULL)
    ) x
    WHERE "n" <= ${ROSTER_ROUND_LIMIT}
    ORDER BY "roundId", "n"`;
  const byRound = new Map<string, RosterRow[]>();
  for (const row of rows) {
    const list = byRound.get(row.roundId);
    if (list) list.push(row);
    else byRound.set(row.roundId, [row]);
  }
  return rounds.map((round) => {
    const students = byRound.get(round.id) ?? [];
    return {
      id: round.id,
      name: round.name,
      position: round.position,
      at: round.at.toISOString(),
      total: students[0]?.total ?? 0,
      students: students.map(({ registrationId, name, rollNo, universityId, institute, status }) => ({ registrationId, name, rollNo, universityId, institute, status })),
    };
  });
}
