import { z } from "zod";
import "zod-openapi";

// A task named by the admin (POST admin/tasks/{name}/run and the Tasks page's Run now). Any short
// text passes here: a name that is no registered task is 404, like any unknown id.
export const taskNameSchema = z.object({
  name: z
    .string({ error: "A task name is required" })
    .trim()
    .min(1, "A task name is required")
    .max(64, "This task name is too long")
    .meta({ description: "The task's name, e.g. expire-jobs." }),
});

export type TaskNameInput = z.output<typeof taskNameSchema>;
