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
