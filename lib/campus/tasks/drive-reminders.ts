// drive-reminders (every minute): mails the students a placement officer reminded to register for a drive
// (decisions.md section 20). The reminder call writes the row and the notification and nudges this task;
// the schedule covers a missed nudge and paces a large class (a bounded number per institute a run).
import { DRIVE_REMINDERS_TASK, mailDriveReminders } from "@/lib/campus/service/reminders";
import type { TaskDefinition } from "@/lib/tasks/types";

export const driveRemindersTask: TaskDefinition = {
  name: DRIVE_REMINDERS_TASK,
  cron: "* * * * *",
  description: "Mails the students a placement officer reminded to register for a drive (once per drive a day, at most 200 per institute a minute)",
  run: async ({ now }) => {
    const { sent, failed } = await mailDriveReminders(now);
    const summary = `Mailed ${sent} reminder${sent === 1 ? "" : "s"}`;
    // Failing the run makes the queue retry it: the failed ones are still due, the rest is done.
    if (failed > 0) throw new Error(`${summary}; ${failed} could not be mailed, retried`);
    return { summary };
  },
};
