// Mails a scheduled task sends must go out once, however often the task runs: each names what it is
// for (a key such as `expiry-reminder:<jobId>:<validThrough>`), the key is claimed with an insert the
// primary key makes unique, and only the run that claimed it sends. A failed send gives the key back
// so the task's retry sends it.
import { db } from "@/lib/db";
import { sendMail, type Mail } from "@/lib/email";

/** Sends `mail` unless a mail with `key` was sent before. Returns whether it sent. */
export async function sendOnce(key: string, mail: Mail): Promise<boolean> {
  const { count } = await db.mailReceipt.createMany({ data: [{ key }], skipDuplicates: true });
  if (count === 0) return false;
  try {
    await sendMail(mail);
  } catch (error) {
    await db.mailReceipt.delete({ where: { key } }).catch(() => undefined);
    throw error;
  }
  return true;
}

/** Whether a mail with `key` has been sent (for tests and for tasks that skip work early). */
export async function wasSent(key: string): Promise<boolean> {
  return (await db.mailReceipt.count({ where: { key } })) > 0;
}

/** Thrown inside the claim to roll it back (the mail's key was taken by an earlier or concurrent run). */
class AlreadyClaimed extends Error {}

/**
 * sendOnce for a mail that lists items each of which is mentioned once ever (e.g. the saved jobs
 * closing soon): the items' keys and the mail's `key` are claimed in one transaction, and the mail is
 * built from the items claimed now (those not mentioned before). No new item, or a mail `key` claimed
 * before: nothing is claimed and nothing sent. A failed send gives every key back. Returns the items
 * mailed (empty when nothing was sent).
 */
export async function sendOnceListing<T>(key: string, items: readonly { key: string; item: T }[], mail: (items: T[]) => Mail): Promise<T[]> {
  const itemKeys = [...new Set(items.map((i) => i.key))];
  if (itemKeys.length === 0) return [];
  let claimed: string[];
  try {
    claimed = await db.$transaction(async (tx) => {
      const rows = await tx.mailReceipt.createManyAndReturn({ data: itemKeys.map((k) => ({ key: k })), skipDuplicates: true, select: { key: true } });
      if (rows.length === 0) return [];
      const { count } = await tx.mailReceipt.createMany({ data: [{ key }], skipDuplicates: true });
      if (count === 0) throw new AlreadyClaimed();
      return rows.map((r) => r.key);
    });
  } catch (error) {
    if (error instanceof AlreadyClaimed) return [];
    throw error;
  }
  if (claimed.length === 0) return [];
  const fresh = new Set(claimed);
  const listed = items.filter((i) => fresh.delete(i.key)).map((i) => i.item);
  try {
    await sendMail(mail(listed));
  } catch (error) {
    await db.mailReceipt.deleteMany({ where: { key: { in: [key, ...claimed] } } }).catch(() => undefined);
    throw error;
  }
  return listed;
}
