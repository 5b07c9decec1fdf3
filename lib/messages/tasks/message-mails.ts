// message-mails (every minute): mails each side of a thread about unread messages from the other
// side, at most once per 15 minutes per thread and side (decisions.md section 16). A post nudges it,
// so the first unread message goes out within the minute; the schedule covers any missed nudge.
import { mailUnreadMessages } from "@/lib/messages/service/unread-mails";
import { MESSAGE_MAILS_TASK } from "@/lib/messages/rules";
import type { TaskDefinition } from "@/lib/tasks/types";

export const messageMailsTask: TaskDefinition = {
  name: MESSAGE_MAILS_TASK,
  cron: "* * * * *",
  description: "Mails 'New message about <post>' to the side of a thread with unread messages (at most once per 15 minutes per thread and side)",
  run: async ({ now }) => {
    const { sent, failed } = await mailUnreadMessages(now);
    const summary = `Sent ${sent} message mail${sent === 1 ? "" : "s"}`;
    // Failing the run makes the queue retry it: the failed sides were given back, the rest is done.
    if (failed > 0) throw new Error(`${summary}; ${failed} thread side${failed === 1 ? "" : "s"} could not be mailed, retried`);
    return { summary };
  },
};
