// An application's thread (decisions.md section 16): reading it, and writing to it.
// - The company writes first; the candidate may reply once it has (403 NOT_ALLOWED before). A final
//   stage (hired, rejected, withdrawn) closes nothing: the company may always write, the candidate may
//   reply while the thread exists, so a question after a decision still has a place.
// - A post is one transaction: the message, the thread's lastMessageAt and the other side's
//   notification. The notification is one unread per thread and person (the bell counts unread
//   threads), skipped for a candidate who muted the company. The thread row is locked first, so two
//   posts at once cannot both find "no unread notification" and both write one.
// - The mail is not sent here: the message-mails task mails each side at most once per window; a post
//   nudges it so the first unread message goes out within a minute.
// - Reading marks the other side's messages read and the reader's notification of the thread.
import "server-only";
import { forbidden, tooManyRequests } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { MessageJson, MessagesJson } from "@/lib/messages/contract";
import {
  COMPANY_WRITES_FIRST_MESSAGE,
  MESSAGE_MAILS_TASK,
  MESSAGE_NOTIFICATION_KIND,
  MESSAGE_RATE,
  MESSAGE_RATE_LIMITED,
  MESSAGES_SHOWN,
  newMessageTitle,
  otherSide,
  threadPath,
} from "@/lib/messages/rules";
import type { PostMessageInput } from "@/lib/messages/schemas";
import { companyReaders, hasMuted, reachableAccount, threadAccess, type ThreadAccess } from "@/lib/messages/service/access";
import { messageJson, messageRowSelect } from "@/lib/messages/service/serialize";
import { nudgeTask } from "@/lib/queue";
import { hit } from "@/lib/security/rate-limit";
import type { Tx } from "@/lib/transitions/transition";

type ThreadParams = { id: string };

async function companyHasWritten(client: Tx | typeof db, applicationId: string): Promise<boolean> {
  return (await client.message.findFirst({ where: { applicationId, side: "company" }, select: { id: true } })) !== null;
}

/** GET applications/{id}/messages: the latest messages, oldest first; marks what the caller has now read. */
export async function listMessages(user: SessionUser, { id }: ThreadParams): Promise<MessagesJson> {
  const access = await threadAccess(user, id);
  const now = new Date();
  // Conditional on readAt: the first reading stays the one shown to the writer.
  await db.message.updateMany({ where: { applicationId: id, side: otherSide(access.side), readAt: null }, data: { readAt: now } });
  await db.notification.updateMany({
    where: { userId: user.id, kind: MESSAGE_NOTIFICATION_KIND, link: threadPath(access.side, id), readAt: null },
    data: { readAt: now },
  });
  const [rows, companyWrote, muted] = await Promise.all([
    // Newest first so the cap keeps the latest; shown oldest first.
    db.message.findMany({
      where: { applicationId: id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: MESSAGES_SHOWN,
      select: messageRowSelect,
    }),
    access.side === "candidate" ? companyHasWritten(db, id) : Promise.resolve(true),
    access.side === "candidate" ? hasMuted(db, user.id, access.employerId) : Promise.resolve(false),
  ]);
  return { messages: rows.toReversed().map((row) => messageJson(row, access)), canReply: companyWrote, muted };
}

/** Who hears of a new message: the other side, minus muted candidates, unreachable accounts and the author. */
async function recipients(tx: Tx, access: ThreadAccess, authorId: string): Promise<string[]> {
  if (access.side === "candidate") {
    const readers = await companyReaders(tx, access.applicationId, access.employerId);
    return readers.map((reader) => reader.id).filter((readerId) => readerId !== authorId);
  }
  const candidate = await tx.user.count({ where: { id: access.candidateId, ...reachableAccount } });
  if (candidate === 0 || (await hasMuted(tx, access.candidateId, access.employerId))) return [];
  return [access.candidateId];
}

function notificationBody(access: ThreadAccess): string {
  return access.side === "company"
    ? `${access.orgName} wrote to you about your application for ${access.post}.`
    : `${access.candidateName} wrote about their application for ${access.post}.`;
}

/** The other side's notifications: one unread per thread and person, so a busy thread is one bell item. */
async function notifyOtherSide(tx: Tx, access: ThreadAccess, authorId: string): Promise<void> {
  const userIds = await recipients(tx, access, authorId);
  if (userIds.length === 0) return;
  const link = threadPath(otherSide(access.side), access.applicationId);
  const unread = await tx.notification.findMany({
    where: { userId: { in: userIds }, kind: MESSAGE_NOTIFICATION_KIND, link, readAt: null },
    select: { userId: true },
  });
  const told = new Set(unread.map((row) => row.userId));
  const data = userIds
    .filter((userId) => !told.has(userId))
    .map((userId) => ({ userId, kind: MESSAGE_NOTIFICATION_KIND, title: newMessageTitle(access.post), body: notificationBody(access), link }));
  if (data.length > 0) await tx.notification.createMany({ data });
}

/** POST applications/{id}/messages (201): see the rules at the top. */
export async function postMessage(user: SessionUser, { id }: ThreadParams, { body }: PostMessageInput): Promise<MessageJson> {
  const access = await threadAccess(user, id);
  const rate = await hit({ key: `message:${user.id}`, limit: MESSAGE_RATE.limit, windowMs: MESSAGE_RATE.windowMs });
  if (!rate.ok) throw tooManyRequests(MESSAGE_RATE_LIMITED, rate.retryAfterSeconds);
  const row = await db.$transaction(async (tx) => {
    const now = new Date();
    // The thread row first: the update holds its lock until commit (see the rules at the top).
    await tx.$executeRaw`INSERT INTO "MessageThread" ("applicationId") VALUES (${id}) ON CONFLICT ("applicationId") DO NOTHING`;
    await tx.messageThread.update({ where: { applicationId: id }, data: { lastMessageAt: now } });
    if (access.side === "candidate" && !(await companyHasWritten(tx, id))) throw forbidden(COMPANY_WRITES_FIRST_MESSAGE, "NOT_ALLOWED");
    const created = await tx.message.create({
      data: { applicationId: id, side: access.side, authorId: user.id, body, createdAt: now },
      select: messageRowSelect,
    });
    await notifyOtherSide(tx, access, user.id);
    return created;
  });
  nudgeTask(MESSAGE_MAILS_TASK);
  return messageJson(row, access);
}
