// GET /api/v1/admin/tasks — every scheduled task with its last and next run and recent failures (Admin only).
import { withApi } from "@/lib/api/handler";
import { listAdminTasks } from "@/lib/api/operations/admin";
import { taskOverview } from "@/lib/services/admin/tasks";

export const GET = withApi(listAdminTasks, ({ user }) => taskOverview(user));
