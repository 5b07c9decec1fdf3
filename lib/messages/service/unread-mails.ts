// The message-mails task's work (decisions.md section 16): each side of a thread with unread messages
// from the other side, newer than that side's last mail, is mailed 'New message about <post>' at most
// once per MESSAGE_MAIL_WINDOW_MINUTES. Per side and thread:
// 1. claim: a conditional update of the side's mailedAt from the value read to `now`: of two workers
//    (or two runs) only one wins, and the window then keeps everyone else out;
// 2. mail the side's readers: the candidate unless they muted the company; the company's owners,
//    recruiters and the interviewers assigned. Never an account erased or scheduled for deletion.
//    A claim with no one to mail (muted, account gone) still counts: those messages are not mailed later;
// 3. a failed send gives the claim back (to the value read), so the queue's retry re-claims the same
//    window and sendOnce skips whoever was mailed before the failure.
import "server-only";
import { db } from "@/lib/db";
import { sendOnce } from "@/lib/email/once";
import { MESSAGE_MAIL_WINDOW_MINUTES } from "@/lib/messages/schemas";
import { messageMailKey, newMessageMail } from "@/lib/messages/mails";
import { otherSide, type MessageSide } from "@/lib/messages/rules";
import { companyReaders, hasMuted } from "@/lib/messages/service/access";

/** Threads older than this (no message since) are not looked at: nothing left there to mail. */
export const MAIL_LOOKBACK_DAYS = 7;
/** Sides claimed per query, and queries per run: a run is bounded; the next minute continues. */
export const MAIL_BATCH = 200;
const MAX_BATCHES = 10;

type Due = { applicationId: string; side: MessageSide; mailedAt: Date | null };

function dueSides(now: Date): Promise<Due[]> {
  const windowStart = new Date(now.getTime() - MESSAGE_MAIL_WINDOW_MINUTES * 60_000);
  const lookback = new Date(now.getTime() - MAIL_LOOKBACK_DAYS * 86_400_000);
  return db.$queryRaw<Due[]>`
    SELECT t."applicationId", s."side", w."mailedAt"
    FROM "MessageThread" t
    CROSS JOIN (VALUES ('candidate'), ('company')) AS s("side")
    CROSS JOIN LATERAL (SELECT CASE s."side" WHEN 'candidate' THEN t."candidateMailedAt" ELSE t."companyMailedAt" END AS "mailedAt") w
    WHERE t."lastMessageAt" > ${lookback}
      AND (w."mailedAt" IS NULL OR w."mailedAt" <= ${windowStart})
      AND EXISTS (
        SELECT 1 FROM "Message" m
        WHERE m."applicationId" = t."applicationId" AND m."side"::text <> s."side" AND m."readAt" IS NULL
          AND m."createdAt" <= ${now} AND (w."mailedAt" IS NULL OR m."createdAt" > w."mailedAt"))
    ORDER BY t."lastMessageAt" ASC, t."applicationId" ASC, s."side" ASC
    LIMIT ${MAIL_BATCH}`;
}

const mailedAtField = (side: MessageSide) => (side === "candidate" ? "candidateMailedAt" : "companyMailedAt");

/** Moves the side's mailedAt from `from` to `to` only if it still reads `from`; true when it did. */
async function swapMailedAt(applicationId: string, side: MessageSide, from: Date | null, to: Date | null): Promise<boolean> {
  const field = mailedAtField(side);
  const { count } = await db.messageThread.updateMany({ where: { applicationId, [field]: from }, data: { [field]: to } });
  return count === 1;
}

type Recipient = { id: string; name: string; email: string };

async function mailSide(due: Due, now: Date): Promise<number> {
  const application = await db.application.findUniqueOrThrow({
    where: { id: due.applicationId },
    select: {
      candidate: { select: { id: true, name: true, email: true, deletedAt: true, deletionRequestedAt: true } },
      job: { select: { post: true, employerId: true, employer: { select: { orgName: true } } } },
    },
  });
  const writerSide = otherSide(due.side);
  const unread = await db.message.findMany({
    where: {
      applicationId: due.applicationId,
      side: writerSide,
      readAt: null,
      createdAt: { lte: now, ...(due.mailedAt ? { gt: due.mailedAt } : {}) },
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { body: true, author: { select: { name: true } } },
  });
  if (unread.length === 0) return 0;
  const { candidate, job } = application;
  let recipients: Recipient[] = [];
  if (due.side === "company") recipients = await companyReaders(db, due.applicationId, job.employerId);
  else if (!candidate.deletedAt && !candidate.deletionRequestedAt && !(await hasMuted(db, candidate.id, job.employerId))) recipients = [candidate];
  const [latest] = unread;
  const orgName = job.employer.orgName;
  // A member whose account was erased (author gone) writes as the company.
  const writer = writerSide === "candidate" ? candidate.name : latest.author ? `${latest.author.name} of ${orgName}` : orgName;
  let sent = 0;
  for (const person of recipients) {
    const mail = newMessageMail({
      to: person.email,
      name: person.name,
      side: due.side,
      applicationId: due.applicationId,
      post: job.post,
      writer,
      body: latest.body,
      more: unread.length - 1,
    });
    if (await sendOnce(messageMailKey(due.applicationId, due.side, due.mailedAt, person.id), mail)) sent++;
  }
  return sent;
}

/** Mails every due side (see the rules at the top); answers the mails sent and the sides that failed. */
export async function mailUnreadMessages(now: Date): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  const skip = new Set<string>();
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const found = await dueSides(now);
    // A side given back after a failure is due again at once: it waits for the next run.
    const due = found.filter((row) => !skip.has(`${row.applicationId}:${row.side}`));
    for (const row of due) {
      skip.add(`${row.applicationId}:${row.side}`);
      if (!(await swapMailedAt(row.applicationId, row.side, row.mailedAt, now))) continue;
      try {
        sent += await mailSide(row, now);
      } catch (error) {
        failed++;
        await swapMailedAt(row.applicationId, row.side, now, row.mailedAt).catch(() => false);
        console.error(`[messages] could not mail thread ${row.applicationId} (${row.side}):`, error instanceof Error ? error.message : error);
      }
    }
    if (found.length < MAIL_BATCH || due.length === 0) break;
  }
  return { sent, failed };
}
