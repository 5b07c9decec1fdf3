import "server-only";
import { requireRole } from "@/lib/auth/guards";
import { taskOverview } from "@/lib/admin/service/tasks";

/** /admin/tasks: every scheduled task (the page checks the Admin role itself, like the console's others). */
export async function loadTasks() {
  const admin = await requireRole("Admin");
  return { tasks: await taskOverview(admin) };
}
