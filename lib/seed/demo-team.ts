import { db } from "@/lib/db";
import { hashPassword } from "@/lib/security/password";

// The demo company hires as a team (decisions.md section 16): besides its owner (the account that
// signed up), a recruiter and an interviewer, the interviewer assigned to the demo candidate's
// application, and a first message from the recruiter so the thread has something to answer.
export const DEMO_TEAM = [
  { email: "neha.kulkarni@infosphere.example", name: "Neha Kulkarni", role: "recruiter" },
  { email: "rohan.desai@infosphere.example", name: "Rohan Desai", role: "interviewer" },
] as const;

const FIRST_MESSAGE =
  "Hello Priya, thank you for applying. Could you tell us your notice period and when you could join? Our process is described at https://infosphere.example/careers.";

/** Idempotent: existing members, assignments and messages are kept. */
export async function seedDemoTeam(opts: { employerId: string; applicationId: string | null; password: string }): Promise<void> {
  const members: Record<string, string> = {};
  for (const person of DEMO_TEAM) {
    const user =
      (await db.user.findUnique({ where: { email_role: { email: person.email, role: "Employer" } } })) ??
      (await db.user.create({ data: { email: person.email, role: "Employer", name: person.name, passwordHash: await hashPassword(opts.password) } }));
    await db.employerMember.upsert({
      where: { userId: user.id },
      update: {},
      create: { employerId: opts.employerId, userId: user.id, role: person.role },
    });
    members[person.role] = user.id;
  }
  if (!opts.applicationId) return;
  const applicationId = opts.applicationId;
  await db.applicationInterviewer.upsert({
    where: { applicationId_userId: { applicationId, userId: members.interviewer } },
    update: {},
    create: { applicationId, userId: members.interviewer },
  });
  if ((await db.message.count({ where: { applicationId } })) === 0) {
    const now = new Date();
    await db.$transaction([
      db.message.create({ data: { applicationId, side: "company", authorId: members.recruiter, body: FIRST_MESSAGE, createdAt: now } }),
      // Marked as mailed: the demo should not send a "new message" mail to the demo candidate at start.
      db.messageThread.upsert({
        where: { applicationId },
        update: {},
        create: { applicationId, lastMessageAt: now, candidateMailedAt: now },
      }),
    ]);
  }
}
