// 'New message about <post>' (decisions.md section 16): who wrote, the start of the newest unread
// message as plain text (escaped in the HTML, its line breaks kept), how many more wait, and the
// link to the thread. Sent by the message-mails task, at most once per side and thread per window.
import "server-only";
import type { Mail } from "@/lib/email";
import { escapeHtml, mailLayout } from "@/lib/email/layout";
import { newMessageTitle, threadPath, type MessageSide } from "@/lib/messages/rules";
import { siteUrl } from "@/lib/site/url";

/** How much of the message the mail quotes. */
export const MAIL_EXCERPT_CHARS = 300;

/**
 * One mail per recipient and claim: the claim is named by the side's previous mail time (none: the
 * first), so a retry after a failed send re-claims the same window and skips whoever got it already.
 */
export const messageMailKey = (applicationId: string, side: MessageSide, previous: Date | null, userId: string) =>
  `message-mail:${applicationId}:${side}:${previous?.toISOString() ?? "first"}:${userId}`;

export function excerpt(body: string, max = MAIL_EXCERPT_CHARS): string {
  const text = body.trim();
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}…`;
}

export type NewMessageMail = {
  to: string;
  name: string;
  /** The side the recipient is on: their link. */
  side: MessageSide;
  applicationId: string;
  post: string;
  /** Who wrote, as the recipient knows them ("Neha Kulkarni of InfoSphere", "Priya Sharma"). */
  writer: string;
  body: string;
  /** Unread messages besides the quoted one. */
  more: number;
};

export function newMessageMail(opts: NewMessageMail): Mail {
  const link = `${siteUrl()}${threadPath(opts.side, opts.applicationId)}`;
  const subject = newMessageTitle(opts.post);
  const quote = excerpt(opts.body);
  const more = opts.more > 0 ? `And ${opts.more} more unread ${opts.more === 1 ? "message" : "messages"}.` : "";
  return {
    to: opts.to,
    subject,
    text: [`Hello ${opts.name},`, "", `${opts.writer} wrote about ${opts.post}:`, "", quote, ...(more ? ["", more] : []), "", `Read and reply: ${link}`].join("\n"),
    html: mailLayout({
      title: subject,
      bodyHtml: `<p>Hello ${escapeHtml(opts.name)},</p>
<p><strong>${escapeHtml(opts.writer)}</strong> wrote about <strong>${escapeHtml(opts.post)}</strong>:</p>
<blockquote style="margin:0 0 16px;padding-left:12px;border-left:3px solid #cbd5e1">${escapeHtml(quote).replace(/\r?\n/g, "<br>")}</blockquote>
${more ? `<p>${escapeHtml(more)}</p>` : ""}
<p><a href="${escapeHtml(link)}" style="color:#1d4ed8">Read and reply</a></p>`,
    }),
  };
}
