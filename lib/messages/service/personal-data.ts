// Messages in "Download my data" and in the purge (decisions.md section 12; docs/decisions/0019, 0020).
// Export: a candidate gets their threads (both sides' words: the conversation is theirs; the company's
// side named by the company, not by the member who wrote), their reports of messages and the
// companies they muted; a company member gets the messages they wrote.
// Purge: a candidate's own messages, reports and mutes go (the company's messages stay: they are the
// company's record of what it said); a member's messages stay the company's, their author cut.
import "server-only";
import { db } from "@/lib/db";
import type { Tx } from "@/lib/transitions/transition";

/** The candidate's threads, reports of messages and mutes, for account.json. */
export async function readCandidateMessages(userId: string) {
  const [messages, reports, mutes] = await Promise.all([
    db.message.findMany({
      where: { application: { candidateId: userId } },
      orderBy: [{ applicationId: "asc" }, { createdAt: "asc" }, { id: "asc" }],
      select: {
        applicationId: true,
        side: true,
        body: true,
        createdAt: true,
        readAt: true,
        application: { select: { job: { select: { post: true, employer: { select: { orgName: true } } } } } },
      },
    }),
    db.messageReport.findMany({
      where: { reporterId: userId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { messageId: true, details: true, createdAt: true, resolution: true },
    }),
    db.companyMute.findMany({
      where: { candidateId: userId },
      orderBy: { createdAt: "asc" },
      select: { createdAt: true, employer: { select: { orgName: true } } },
    }),
  ]);
  return {
    messages: messages.map(({ application, side, ...message }) => ({
      applicationId: message.applicationId,
      post: application.job.post,
      from: side,
      author: side === "company" ? application.job.employer.orgName : "you",
      body: message.body,
      createdAt: message.createdAt,
      readAt: message.readAt,
    })),
    messageReports: reports.map((report) => ({
      messageId: report.messageId,
      details: report.details,
      resolution: report.resolution,
      reportedAt: report.createdAt,
    })),
    mutedCompanies: mutes.map((mute) => ({ orgName: mute.employer.orgName, mutedAt: mute.createdAt })),
  };
}

/** The messages a company member wrote, for account.json. */
export async function readMemberMessages(userId: string) {
  const rows = await db.message.findMany({
    where: { authorId: userId, side: "company" },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { applicationId: true, body: true, createdAt: true, application: { select: { job: { select: { post: true } } } } },
  });
  return { messagesWritten: rows.map((row) => ({ applicationId: row.applicationId, post: row.application.job.post, body: row.body, createdAt: row.createdAt })) };
}

/** In the purge's transaction: see the rules at the top. */
export async function purgeMessages(tx: Tx, userId: string): Promise<void> {
  await tx.message.deleteMany({ where: { authorId: userId, side: "candidate" } });
  await tx.message.updateMany({ where: { authorId: userId }, data: { authorId: null } });
  await tx.messageReport.deleteMany({ where: { reporterId: userId } });
  await tx.companyMute.deleteMany({ where: { candidateId: userId } });
}
