import { after } from "next/server";
import { sendMail, type Mail } from "@/lib/email";

/**
 * Sends a mail once the answer has gone out (Next's `after`), for calls whose answer must not
 * depend on whether a mail was sent: forgot-password answers in the same time whether or not the
 * account exists. A failure is logged (never the mail's text: it may hold a link) and not reported.
 * Outside a request (scripts, unit tests) there is no "after the answer": the mail goes now.
 */
export async function sendMailAfterResponse(mail: Mail, label: string): Promise<void> {
  const send = () =>
    sendMail(mail).catch((error: unknown) => {
      console.error(`[mail] could not send the ${label} mail:`, error instanceof Error ? error.message : error);
    });
  try {
    after(send);
  } catch {
    await send();
  }
}
