// "Batches you sponsor" (decisions.md section 15): the batches an admin made with this employer as
// sponsor (Batch.sponsorEmployerId), the latest first, with each one's status and, once completed, how
// many completed it. Read in SQL: one page of batches, then one grouped count for that page.
import "server-only";
import { forbidden } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { memberOf } from "@/lib/job-posting/service/approved-employer";
import { batchStatus, dayOf } from "@/lib/academy/rules/batch-status";
import type { SponsoredBatchesJson } from "@/lib/academy/contract/sponsors";

/** How many batches the list shows (a sponsor has a few a year). */
export const SPONSORED_BATCHES_SHOWN = 20;

/** The acting employer's sponsored batches (see above); an employer without a company row has none. */
export async function listSponsoredBatches(user: SessionUser, now: Date = new Date()): Promise<SponsoredBatchesJson> {
  if (user.role !== "Employer") throw forbidden();
  const employer = await db.employer.findFirst({ where: memberOf(user.id), select: { id: true } });
  if (!employer) return { batches: [], total: 0 };
  const where = { sponsorEmployerId: employer.id };
  const [rows, total] = await Promise.all([
    db.batch.findMany({
      where,
      orderBy: [{ startDate: "desc" }, { id: "desc" }],
      take: SPONSORED_BATCHES_SHOWN,
      select: {
        id: true,
        title: true,
        startDate: true,
        endDate: true,
        seats: true,
        seatsTaken: true,
        cancelledAt: true,
        finishedAt: true,
        programme: { select: { slug: true, title: true } },
      },
    }),
    db.batch.count({ where }),
  ]);
  const counts = await db.enrollment.groupBy({
    by: ["batchId"],
    where: { batchId: { in: rows.map((row) => row.id) }, status: "completed" },
    _count: { _all: true },
  });
  const completedIn = new Map(counts.map((count) => [count.batchId, count._count._all]));
  const batches = rows.map((row) => {
    const status = batchStatus(row, now);
    return {
      id: row.id,
      title: row.title,
      programme: row.programme,
      startDate: dayOf(row.startDate),
      endDate: dayOf(row.endDate),
      status,
      ...(status === "completed" ? { completed: completedIn.get(row.id) ?? 0 } : {}),
    };
  });
  return { batches, total };
}
