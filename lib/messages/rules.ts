// Words and links of application threads (decisions.md section 16). Browser-safe: the thread view,
// the console's reported messages and the services share them.

export type MessageSide = "company" | "candidate";

/** Where each side reads an application's thread: the notification's and the mail's link. */
export function threadPath(side: MessageSide, applicationId: string): string {
  const id = encodeURIComponent(applicationId);
  return side === "candidate" ? `/candidate/applications/${id}` : `/employer/application/${id}`;
}

/** The side that reads what `side` writes. */
export const otherSide = (side: MessageSide): MessageSide => (side === "company" ? "candidate" : "company");

/** The notification's kind: one unread notification per thread and person counts it in the bell. */
export const MESSAGE_NOTIFICATION_KIND = "message";

/** The title of the notification and the subject of the mail. */
export const newMessageTitle = (post: string) => `New message about ${post}`;

export const APPLICATION_NOT_FOUND_MESSAGE = "Application not found.";
export const MESSAGE_NOT_FOUND_MESSAGE = "Message not found.";
export const COMPANY_WRITES_FIRST_MESSAGE = "You can reply once the company has written to you.";
export const MESSAGE_RATE_LIMITED = "You are sending messages too quickly. Please wait a minute and try again.";
export const MESSAGE_ALREADY_REPORTED = "You have already reported this message.";
export const MESSAGE_REPORTED = "Thanks — our team will review this message.";
export const MESSAGE_SENT = "Message sent";
export const COMPANY_MUTED = "You will not be notified about this company's messages.";
export const COMPANY_UNMUTED = "You will be notified about this company's messages again.";

/** What a removed message reads from then on (the admin's "Remove message"). */
export const REMOVED_MESSAGE_TEXT = "This message was removed by TalentBridge.";

/** At most this many messages a minute per person (429 RATE_LIMITED past it). */
export const MESSAGE_RATE = { limit: 30, windowMs: 60_000 } as const;

/** A thread shows its latest messages up to this many. */
export const MESSAGES_SHOWN = 500;

export const MESSAGE_REPORT_ACTIONS = ["dismiss", "remove"] as const;
export type MessageReportAction = (typeof MESSAGE_REPORT_ACTIONS)[number];

// Added by the thread UI (H5): links in a message, found here so the page renders them as React
// anchors, never as HTML; and the thread's own words.

export type TextPart = { text: string };
export type LinkPart = { href: string; text: string };
export type MessagePart = TextPart | LinkPart;

// Only web addresses written with http(s):// or starting with "www." become links: any other scheme
// (javascript:, data:, vbscript:, file:) is never matched, so it can only ever be text.
const LINK_CANDIDATE = /(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;
// Punctuation that ends a sentence more often than it ends an address ("see www.a.com.").
const LINK_TRAILING = /[.,;:!?*_~'"\]}>]+$/;
// The character before a link must not glue it to a word, an e-mail address or another address.
const LINK_GLUED = /[\p{L}\p{N}@._\-/:]/u;

function occurrences(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** Trims what a sentence adds after an address: punctuation, and a ")" the address did not open. */
function trimLinkEnd(raw: string): string {
  let text = raw;
  for (;;) {
    const trimmed = text.replace(LINK_TRAILING, "");
    if (trimmed.endsWith(")") && occurrences(trimmed, ")") > occurrences(trimmed, "(")) {
      text = trimmed.slice(0, -1);
      continue;
    }
    if (trimmed === text) return text;
    text = trimmed;
  }
}

/** The link's address, or null when it is not a well-formed http(s) address with a dotted host name. */
function linkHref(text: string): string | null {
  const withScheme = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const labels = url.hostname.split(".");
  if (labels.length < 2 || labels.some((label) => label === "")) return null;
  return url.href;
}

/**
 * Splits a message into text and links, in order: joined back, the parts' texts are the message.
 * A link's `text` is what the writer typed; its `href` is the parsed address (www. gets https://).
 */
export function splitLinks(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let plain = "";
  let last = 0;
  for (const match of text.matchAll(LINK_CANDIDATE)) {
    const start = match.index;
    if (start > 0 && LINK_GLUED.test(text[start - 1])) continue;
    const linkText = trimLinkEnd(match[0]);
    const href = linkHref(linkText);
    if (!href) continue;
    plain += text.slice(last, start);
    if (plain) parts.push({ text: plain });
    plain = "";
    parts.push({ href, text: linkText });
    last = start + linkText.length;
  }
  plain += text.slice(last);
  if (plain) parts.push({ text: plain });
  return parts;
}

/** Whether a part of `splitLinks` is a link. */
export function isLink(part: MessagePart): part is LinkPart {
  return "href" in part;
}

/** GET applications/{id}/messages/stream: one `message` event per new message. */
export function messageStreamUrl(applicationId: string): string {
  return `/api/v1/applications/${encodeURIComponent(applicationId)}/messages/stream`;
}

/** An empty thread, as each side sees it. */
export const NO_MESSAGES: Record<MessageSide, string> = {
  company: "No messages yet. Write to the candidate to start the conversation.",
  candidate: "No messages yet. The company can write to you here about this application.",
};

/** Under the candidate's "Mute this company". */
export const MUTE_HINT = "You will not be notified about this company's messages. They stay here.";

const ANNOUNCED_CHARACTERS = 140;

/** The live region's words for a message that just arrived: who wrote and how it begins (two in a row differ). */
export function newMessageAnnouncement({ author, body }: { author: string; body: string }): string {
  const text = body.replace(/\s+/g, " ").trim();
  const start = text.length > ANNOUNCED_CHARACTERS ? `${text.slice(0, ANNOUNCED_CHARACTERS)}…` : text;
  return `New message from ${author}: ${start}`;
}

/** The task that mails each side about unread messages (lib/messages/tasks/message-mails.ts). */
export const MESSAGE_MAILS_TASK = "message-mails";
