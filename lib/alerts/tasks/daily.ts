// alerts-daily (every day at 08:00 India time): one digest per daily job alert with the jobs opened since its
// last digest (decisions.md section 11). A run that finds nothing new mails nobody; a second run in
// the same period mails nobody again (lib/alerts/service/digest.ts).
import { sendDigests } from "@/lib/alerts/service/digest";
import type { TaskDefinition } from "@/lib/tasks/types";

export const alertsDailyTask: TaskDefinition = {
  name: "alerts-daily",
  cron: "0 8 * * *",
  description: "Mails the daily digest of each daily job alert (new matching jobs, at most 20 listed)",
  run: async ({ now }) => {
    const { sent } = await sendDigests("daily", now);
    return { summary: `Sent ${sent} daily job alert digest${sent === 1 ? "" : "s"}` };
  },
};
