// Placement check-ins (decisions.md section 20): POST desk/placements/{id}/check-ins, and which
// placements are due one (GET desk/placements?due=true, the desk's home, the admin's "needs attention"
// count). The rules:
// - Any recruiter of the desk logs one (placements are the desk's shared record), on an active placement
//   (a fallen-through one is 409 CONFLICT: there is nobody to check in with); an unknown one is 404.
// - Due: the latest of the days 7, 30 and 60 after the start that has come (and lies within the
//   guarantee), while the guarantee runs, with no check-in logged on or after that India day; the
//   candidate's account not erased. Counted in SQL and paged, the longest waiting first; the same rule
//   in words is lib/desk/rules/check-ins.ts (each placement's `checkInDue`).
import "server-only";
import { conflict, forbidden, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { CheckInJson } from "@/lib/desk/contract/common";
import { CHECK_IN_FELL_THROUGH, CHECK_IN_MILESTONES } from "@/lib/desk/rules/check-ins";
import { indiaToday, PLACEMENT_NOT_FOUND } from "@/lib/desk/rules/placements";
import { DESK_PAGE_SIZE, type CheckInInput } from "@/lib/desk/schemas/common";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * SQL: the placements `p` due a check-in on `today` (India), with `due."day"` the milestone; the
 * recruiter's own, or (null) the whole desk's. Used as `FROM … WHERE …` by the page and the count.
 */
function dueFromSql(today: string, recruiterId: string | null): Prisma.Sql {
  const mine = recruiterId ? Prisma.sql`AND p."recruiterId" = ${recruiterId}` : Prisma.empty;
  // A check-in counts from 00:00 India on the milestone's day; createdAt is UTC without a zone.
  return Prisma.sql`
    FROM "Placement" p
    JOIN "Application" a ON a."id" = p."applicationId"
    JOIN "User" c ON c."id" = a."candidateId"
    CROSS JOIN LATERAL (
      SELECT MAX(m."day") AS "day"
      FROM unnest(${[...CHECK_IN_MILESTONES]}::int[]) AS m("day")
      WHERE m."day" <= p."guaranteeDays" AND p."startDate" + m."day" <= ${today}::date
    ) due
    WHERE p."status" = 'active' AND c."deletedAt" IS NULL AND due."day" IS NOT NULL
      AND ${today}::date <= p."startDate" + p."guaranteeDays" ${mine}
      AND NOT EXISTS (
        SELECT 1 FROM "PlacementCheckIn" ci
        WHERE ci."placementId" = p."id" AND ci."createdAt" >= (p."startDate" + due."day")::timestamp - interval '5 hours 30 minutes'
      )`;
}

/**
 * One page of the placements due a check-in on `today` (India), the recruiter's own or (null) the
 * whole desk's: their ids, longest waiting first (the milestone's day, then the id).
 */
export async function dueCheckInPage({ recruiterId, page, today }: { recruiterId: string | null; page: number; today: string }): Promise<{ ids: string[]; hasNextPage: boolean }> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT p."id" ${dueFromSql(today, recruiterId)}
    ORDER BY p."startDate" + due."day", p."id"
    LIMIT ${DESK_PAGE_SIZE + 1} OFFSET ${(page - 1) * DESK_PAGE_SIZE}`;
  return { ids: rows.slice(0, DESK_PAGE_SIZE).map((row) => row.id), hasNextPage: rows.length > DESK_PAGE_SIZE };
}

/** How many of the whole desk's placements are due a check-in today (India): the admin's "needs attention". */
export async function countPlacementsDueCheckIn(now: Date = new Date()): Promise<number> {
  const [row] = await db.$queryRaw<{ count: number }[]>`SELECT COUNT(*)::int AS "count" ${dueFromSql(indiaToday(now), null)}`;
  return row?.count ?? 0;
}

/** POST desk/placements/{id}/check-ins: 201 with the check-in. */
export async function logCheckIn(user: SessionUser, { id }: { id: string }, { outcome, note }: CheckInInput): Promise<CheckInJson> {
  if (user.role !== "Recruiter") throw forbidden();
  const placement = await db.placement.findUnique({ where: { id }, select: { status: true } });
  if (!placement) throw notFound(PLACEMENT_NOT_FOUND);
  if (placement.status !== "active") throw conflict(CHECK_IN_FELL_THROUGH);
  const row = await db.placementCheckIn.create({
    data: { placementId: id, authorId: user.id, outcome, note },
    select: { id: true, placementId: true, outcome: true, note: true, createdAt: true, author: { select: { name: true } } },
  });
  return { ...row, createdAt: row.createdAt.toISOString() };
}
