import "server-only";
import { requireRole } from "@/lib/auth/guards";
import { taskOverview } from "@/lib/admin/service/tasks";
import { attentionToday } from "@/lib/admin/service/attention";
import { listEmployers, listJobs, pendingCounts } from "@/lib/moderation/service/lists";

const OVERVIEW_QUEUE_SIZE = 10;

// Each read checks the Admin role itself: the console layout does too, but a layout does not guard
// the pages below it on client-side navigation, nor their RSC payload.

/** /admin/tasks: every scheduled task. */
export async function loadTasks() {
  const admin = await requireRole("Admin");
  return { tasks: await taskOverview(admin) };
}

/** /admin: what waits for a decision. */
export async function loadOverview() {
  const admin = await requireRole("Admin");
  const queue = { status: "pending", page: 1, limit: OVERVIEW_QUEUE_SIZE } as const;
  const [counts, attention, employers, jobs] = await Promise.all([
    pendingCounts(admin),
    attentionToday(admin),
    listEmployers(admin, queue),
    listJobs(admin, queue),
  ]);
  return { counts, attention, employers, jobs };
}
