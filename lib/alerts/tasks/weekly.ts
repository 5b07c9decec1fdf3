// alerts-weekly (Mondays at 08:00 India time): one digest per weekly job alert with the jobs opened since its
// last digest (decisions.md section 11). A run that finds nothing new mails nobody; a second run in
// the same period mails nobody again (lib/alerts/service/digest.ts).
import { sendDigests } from "@/lib/alerts/service/digest";
import type { TaskDefinition } from "@/lib/tasks/types";

export const alertsWeeklyTask: TaskDefinition = {
  name: "alerts-weekly",
  cron: "0 8 * * 1",
  description: "Mails the weekly digest of each weekly job alert (new matching jobs, at most 20 listed)",
  run: async ({ now }) => {
    const { sent } = await sendDigests("weekly", now);
    return { summary: `Sent ${sent} weekly job alert digest${sent === 1 ? "" : "s"}` };
  },
};
