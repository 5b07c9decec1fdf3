// POST /api/v1/admin/tasks/{name}/run — queue one run of a task now (Admin only; 404 for an unknown task).
import { withApi } from "@/lib/api/handler";
import { runAdminTask } from "@/lib/admin/operations";
import { queueTaskRun } from "@/lib/admin/service/tasks";

export const POST = withApi(runAdminTask, ({ user, params }) => queueTaskRun(user, params));
