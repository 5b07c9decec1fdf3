// GET /api/v1/admin/tasks — every scheduled task with its last and next run and recent failures (Admin only).
import { withApi } from "@/lib/api/handler";
import { listAdminTasks } from "@/lib/admin/operations";
import { taskOverview } from "@/lib/admin/service/tasks";

export const GET = withApi(listAdminTasks, ({ user }) => taskOverview(user));
