// The session reminder (decisions.md sections 15 and 20): the day before a training session, to each
// candidate enrolled in its batch, with the meeting link of an online or hybrid batch (they hold a
// seat, so they may see it). Built here, sent by lib/academy/tasks/session-reminders.ts.
import "server-only";
import type { Mail } from "@/lib/email";
import { escapeHtml, mailLayout } from "@/lib/email/layout";
import { formatDateTime } from "@/lib/format/date";
import { siteUrl } from "@/lib/site/url";

/** The subject's first words, which clients and tests rely on. */
export const SESSION_REMINDER_SUBJECT_PREFIX = "Tomorrow's training session";

/** The sendOnce key: one reminder per session and enrolment, however often the task runs. */
export const sessionReminderKey = (sessionId: string, enrollmentId: string) => `session-reminder:${sessionId}:${enrollmentId}`;

export type SessionReminderFacts = {
  to: string;
  candidateName: string;
  topic: string;
  startsAt: Date;
  endsAt: Date;
  batchTitle: string;
  programmeTitle: string;
  mode: "online" | "classroom" | "hybrid";
  location: string | null;
  /** An online or hybrid batch's meeting link. */
  meetingUrl?: string | null;
};

function where(facts: SessionReminderFacts): string {
  if (facts.mode === "online") return "Online";
  const place = facts.location ?? "the classroom";
  return facts.mode === "hybrid" ? `${place}, or online` : place;
}

/** "Tomorrow's training session: <topic>", with the time, the place and how to check in. */
export function sessionReminderMail(facts: SessionReminderFacts): Mail {
  const link = `${siteUrl()}/candidate/training`;
  const subject = `${SESSION_REMINDER_SUBJECT_PREFIX}: ${facts.topic}`;
  const when = `${formatDateTime(facts.startsAt.toISOString())} to ${formatDateTime(facts.endsAt.toISOString())}`;
  const batch = `${facts.batchTitle} (${facts.programmeTitle})`;
  const lead = `A session of your batch ${batch} takes place tomorrow.`;
  const checkin = "Check in during the session with the code your trainer shows, from your My training page.";
  const meeting = facts.mode !== "classroom" && facts.meetingUrl ? facts.meetingUrl : null;
  return {
    to: facts.to,
    subject,
    text: [
      `Hello ${facts.candidateName},`,
      "",
      lead,
      `Topic: ${facts.topic}`,
      `When: ${when}`,
      `Where: ${where(facts)}`,
      ...(meeting ? [`Join online: ${meeting}`] : []),
      "",
      checkin,
      link,
    ].join("\n"),
    html: mailLayout({
      title: subject,
      bodyHtml: `<p>Hello ${escapeHtml(facts.candidateName)},</p>
<p>${escapeHtml(lead)}</p>
<p><strong>Topic:</strong> ${escapeHtml(facts.topic)}<br><strong>When:</strong> ${escapeHtml(when)}<br><strong>Where:</strong> ${escapeHtml(where(facts))}${
        meeting ? `<br><strong>Join online:</strong> <a href="${escapeHtml(meeting)}" style="color:#1d4ed8">${escapeHtml(meeting)}</a>` : ""
      }</p>
<p>${escapeHtml(checkin)}</p>
<p><a href="${escapeHtml(link)}" style="color:#1d4ed8">Open My training</a></p>`,
    }),
  };
}
