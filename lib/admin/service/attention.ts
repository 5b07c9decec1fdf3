// "What needs attention today" (issue 44): beside the moderation queues, the waiting work of the
// academy (batches about to start with nobody in them), campus (drives a university has not answered
// while registration is open), the desk (placements due a check-in, the desk's own rule) and the
// scheduled tasks (a failed run in the last day). Counts in SQL, read together.
import "server-only";
import type { AttentionJson } from "@/lib/admin/contract";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { assertAdmin } from "@/lib/admin/service/access";
import { addDays, indiaToday } from "@/lib/desk/rules/placements";
import { countPlacementsDueCheckIn } from "@/lib/desk/service/check-ins";

/** How far ahead an empty batch is worth a look: a week leaves time to fill or move it. */
export const EMPTY_BATCH_DAYS = 7;
const DAY_MS = 86_400_000;

export async function attentionToday(admin: SessionUser, now: Date = new Date()): Promise<AttentionJson> {
  assertAdmin(admin);
  const today = indiaToday(now);
  const [batches, drives, placements, failed] = await Promise.all([
    db.$queryRaw<{ count: number }[]>`
      SELECT COUNT(*)::int AS "count" FROM "Batch" b
      WHERE b."cancelledAt" IS NULL AND b."startDate" BETWEEN ${today}::date AND ${addDays(today, EMPTY_BATCH_DAYS)}::date
        AND NOT EXISTS (SELECT 1 FROM "Enrollment" e WHERE e."batchId" = b."id" AND e."status" = 'enrolled')`,
    db.$queryRaw<{ count: number }[]>`
      SELECT COUNT(*)::int AS "count" FROM "DriveUniversity" du JOIN "Drive" d ON d."id" = du."driveId"
      WHERE du."response" = 'pending' AND d."cancelledAt" IS NULL AND d."registrationCloses" > ${now}`,
    countPlacementsDueCheckIn(now),
    db.$queryRaw<{ name: string }[]>`
      SELECT DISTINCT r."name" FROM "TaskRun" r
      WHERE r."status" = 'failed' AND r."startedAt" >= ${new Date(now.getTime() - DAY_MS)} ORDER BY r."name"`,
  ]);
  return {
    batchesWithoutEnrolments: batches[0]?.count ?? 0,
    drivesAwaitingAnswer: drives[0]?.count ?? 0,
    placementsDueCheckIn: placements,
    failedTasks: failed.map((row) => row.name),
  };
}
