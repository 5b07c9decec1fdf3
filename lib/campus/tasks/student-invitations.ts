// student-invitations (every minute): mails the students a roster import added: a link to choose their
// password (new accounts) or word that their institute linked their account (decisions.md section 18).
// The import nudges it right after its commit; the schedule covers a missed nudge. Bounded per run.
import { mailStudentInvitations, STUDENT_INVITATIONS_TASK } from "@/lib/campus/service/student-invitations";
import type { TaskDefinition } from "@/lib/tasks/types";

export const studentInvitationsTask: TaskDefinition = {
  name: STUDENT_INVITATIONS_TASK,
  cron: "* * * * *",
  description: "Mails students added by a roster import a link to choose their password, or word that their institute linked their account",
  run: async ({ now }) => {
    const { sent, failed } = await mailStudentInvitations(now);
    const summary = `Mailed ${sent} student${sent === 1 ? "" : "s"}`;
    // Failing the run makes the queue retry it: the failed keys were given back, the rest is done.
    if (failed > 0) throw new Error(`${summary}; ${failed} could not be mailed, retried`);
    return { summary };
  },
};
