// Outcomes of completed batches (decisions.md section 15, the CIRR idea of "placed within 180 days"):
// enrolled, completed and placed, counted in SQL from the enrolments and the applications.
// - enrolled: enrolments that ever held a seat (enrolled, completed or failed; a waitlisted or withdrawn
//   person never took part);
// - completed: enrolments with status completed;
// - placed: completed candidates with an application moved to 'hired' from the first moment of the
//   batch's end date to the end of the 180th day after it (India days).
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { BatchOutcome } from "@/lib/academy/contract/batches";
import { indiaToday } from "@/lib/academy/rules/batch-status";

/** How long after a batch's end a hire still counts as a placement. */
export const PLACEMENT_WINDOW_DAYS = 180;

type OutcomeRow = { batchId: string; enrolled: number; completed: number; placed: number };

/**
 * The outcomes of those of `batchIds` that are completed at `now` (ended, not cancelled), by batch id;
 * other ids are left out.
 */
export async function batchOutcomes(batchIds: readonly string[], now: Date = new Date()): Promise<Map<string, BatchOutcome>> {
  if (batchIds.length === 0) return new Map();
  const today = indiaToday(now);
  // "endDate" is a date; as a timestamp at Asia/Kolkata it is the day's first moment in India, turned
  // back into UTC, which is how Prisma stores "statusChangedAt".
  const rows = await db.$queryRaw<OutcomeRow[]>`
    SELECT b."id" AS "batchId",
      count(e."id") FILTER (WHERE e."status" IN ('enrolled', 'completed', 'failed'))::int AS "enrolled",
      count(e."id") FILTER (WHERE e."status" = 'completed')::int AS "completed",
      count(e."id") FILTER (
        WHERE e."status" = 'completed' AND EXISTS (
          SELECT 1 FROM "Application" a
          WHERE a."candidateId" = e."candidateId" AND a."status" = 'hired'
            AND a."statusChangedAt" >= ((b."endDate"::timestamp AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'UTC')
            AND a."statusChangedAt" < (((b."endDate" + ${PLACEMENT_WINDOW_DAYS + 1}::int)::timestamp AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'UTC')
        )
      )::int AS "placed"
    FROM "Batch" b
    LEFT JOIN "Enrollment" e ON e."batchId" = b."id"
    WHERE b."id" IN (${Prisma.join(batchIds)}) AND b."cancelledAt" IS NULL AND b."endDate" < ${today}::date
    GROUP BY b."id"`;
  return new Map(rows.map(({ batchId, ...outcome }) => [batchId, outcome]));
}
