// Every scheduled task (decisions.md section 10), each defined in its capability's tasks/ folder (lib/<capability>/tasks). The
// worker schedules them on the queue; `npm run task -- <name>` and the admin's Tasks page run them.
import { expireJobsTask } from "@/lib/job-posting/tasks/expire-jobs";
import { expiryRemindersTask } from "@/lib/job-posting/tasks/expiry-reminders";
import { staleApplicantsTask } from "@/lib/pipeline/tasks/stale-applicants";
import type { TaskDefinition, TaskName } from "@/lib/tasks/types";
import { closingSoonTask } from "@/lib/saved-jobs/tasks/closing-soon";
import { alertsDailyTask } from "@/lib/alerts/tasks/daily";
import { alertsInstantTask } from "@/lib/alerts/tasks/instant";
import { alertsWeeklyTask } from "@/lib/alerts/tasks/weekly";
import { purgeTask } from "@/lib/privacy/tasks/purge";
import { sessionRemindersTask } from "@/lib/academy/tasks/session-reminders";
import { messageMailsTask } from "@/lib/messages/tasks/message-mails";
import { placementRemindersTask } from "@/lib/desk/tasks/placement-reminders";
import { studentInvitationsTask } from "@/lib/campus/tasks/student-invitations";
import { driveRemindersTask } from "@/lib/campus/tasks/drive-reminders";
import { refreshTopListsTask } from "@/lib/matching/tasks/refresh-top-lists";
import { billingDraftsTask } from "@/lib/billing/tasks/billing-drafts";
import { invoiceRemindersTask } from "@/lib/billing/tasks/invoice-reminders";
import { invoiceMailsTask } from "@/lib/billing/tasks/invoice-mails";

export const TASKS: readonly TaskDefinition[] = [
  expireJobsTask,
  expiryRemindersTask,
  staleApplicantsTask,
  alertsInstantTask,
  alertsDailyTask,
  alertsWeeklyTask,
  closingSoonTask,
  sessionRemindersTask,
  messageMailsTask,
  placementRemindersTask,
  studentInvitationsTask,
  driveRemindersTask,
  refreshTopListsTask,
  billingDraftsTask,
  invoiceMailsTask,
  invoiceRemindersTask,
  purgeTask,
];

export function findTask(name: string): TaskDefinition | undefined {
  return TASKS.find((task) => task.name === name);
}

export function taskNames(): TaskName[] {
  return TASKS.map((task) => task.name);
}
