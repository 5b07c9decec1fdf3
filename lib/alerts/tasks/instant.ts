// alerts-instant (every minute): mails each new matching job to the instant job alerts (decisions.md
// section 11). Looks back an hour, so a job approved at t goes out with the run at t+1 min, and a
// missed run is caught up; AlertDelivery makes every (alert, job) pair go out once.
import { sendInstantAlerts } from "@/lib/alerts/service/instant";
import type { TaskDefinition } from "@/lib/tasks/types";

export const alertsInstantTask: TaskDefinition = {
  name: "alerts-instant",
  cron: "* * * * *",
  description: "Mails new jobs to instant job alerts (jobs opened in the last hour, each once per alert)",
  run: async ({ now }) => {
    const { sent } = await sendInstantAlerts(now);
    return { summary: `Sent ${sent} instant job alert mail${sent === 1 ? "" : "s"}` };
  },
};
