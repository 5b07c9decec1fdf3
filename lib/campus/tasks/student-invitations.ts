// student-invitations (every minute): mails the students a roster import added: a link to choose their
// password (new accounts), or a link to confirm they study there (an address that already had an account;
// decisions.md sections 18 and 20). The import nudges it right after its commit; the schedule covers a
// missed nudge and paces a large roster (a bounded number per institute a run).
import { mailStudentInvitations, STUDENT_INVITATIONS_TASK } from "@/lib/campus/service/student-invitations";
import type { TaskDefinition } from "@/lib/tasks/types";

export const studentInvitationsTask: TaskDefinition = {
  name: STUDENT_INVITATIONS_TASK,
  cron: "* * * * *",
  description: "Mails students added by a roster import a link to choose their password, or to confirm they study there (at most 200 per institute a minute)",
  run: async ({ now }) => {
    const { sent, failed } = await mailStudentInvitations(now);
    const summary = `Mailed ${sent} student${sent === 1 ? "" : "s"}`;
    // Failing the run makes the queue retry it: the failed keys were given back, the rest is done.
    if (failed > 0) throw new Error(`${summary}; ${failed} could not be mailed, retried`);
    return { summary };
  },
};
