// Interview invitations as iTIP messages (RFC 5546 over RFC 5545; decisions.md sections 16 and 20): a
// REQUEST with the member who scheduled it as ORGANIZER (the company's address when nobody is known)
// and the candidate and the interviewers as ATTENDEEs, so mail clients
// offer Accept/Decline, and a CANCEL with the same UID and a higher SEQUENCE when the interview is
// called off. One UID per application's interview; each reschedule raises SEQUENCE, which is how a
// client knows the new REQUEST replaces the entry it already has. DTEND is the start plus the
// interview's duration; DESCRIPTION carries the company's message to the candidate.
//
// Written here rather than with the `ics` package: it folds at 75 characters instead of 75 octets
// (a line with Devanagari or a rupee sign runs long) and escapes a double quote in a parameter as
// `\"`, which RFC 5545 does not know (a company name with a quote broke the ORGANIZER line).
import type { MailAttachment } from "@/lib/email";
import { getEnv } from "@/lib/env";
import { INTERVIEW_MODE_LABELS, type InterviewMode } from "@/lib/pipeline/rules";

/** `durationMinutes` absent: an interview scheduled before durations were asked, an hour long. */
export type CalendarInterview = { at: string; mode: InterviewMode; location?: string; durationMinutes?: number };
export type CalendarPerson = { name: string; email: string };
export type CalendarAttendee = CalendarPerson & { role?: "REQ-PARTICIPANT" | "OPT-PARTICIPANT" };

export type InterviewCalendar = {
  uid: string;
  sequence: number;
  post: string;
  orgName: string;
  organizer: CalendarPerson;
  attendees: CalendarAttendee[];
  interview: CalendarInterview;
  /** The company's words to the candidate with the (re)scheduling: appended to DESCRIPTION. */
  message?: string;
  /** DTSTAMP: when this message was made (default now). */
  now?: Date;
};

/** How long an interview without a duration is booked for (one scheduled before durations were asked). */
export const INTERVIEW_MINUTES = 60;
const PRODID = "-//TalentBridge//Pipeline//EN";
const CRLF = "\r\n";
// Controls other than line breaks (handled by each escape): never valid in a content line.
const CONTROLS = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/g;

/** The company as organizer: its name, and the address our mails come from (MAIL_FROM's address part). */
export function companyOrganizer(orgName: string): CalendarPerson {
  const from = getEnv().MAIL_FROM;
  const email = /<([^<>\s]+)>/.exec(from)?.[1] ?? from.trim();
  return { name: orgName, email };
}

/** The invitation (METHOD:REQUEST): the first one at SEQUENCE 0, each reschedule one higher. */
export function interviewRequest(calendar: InterviewCalendar): MailAttachment {
  const attendees = calendar.attendees.map((a) => attendeeLine(a, true));
  return attachment("REQUEST", vevent(calendar, "CONFIRMED", attendees));
}

/** The cancellation (METHOD:CANCEL): the invitation's UID, a SEQUENCE above the last REQUEST's. */
export function interviewCancel(calendar: InterviewCalendar): MailAttachment {
  const attendees = calendar.attendees.map((a) => attendeeLine(a, false));
  return attachment("CANCEL", vevent(calendar, "CANCELLED", attendees));
}

function vevent(calendar: InterviewCalendar, status: "CONFIRMED" | "CANCELLED", attendees: string[]): string[] {
  const { interview } = calendar;
  const start = new Date(interview.at);
  const end = new Date(start.getTime() + (interview.durationMinutes ?? INTERVIEW_MINUTES) * 60_000);
  const about = `Interview for ${calendar.post} at ${calendar.orgName} (${INTERVIEW_MODE_LABELS[interview.mode]}).`;
  const lines = [
    "BEGIN:VEVENT",
    `UID:${text(calendar.uid)}`,
    `SEQUENCE:${calendar.sequence}`,
    `DTSTAMP:${utc(calendar.now ?? new Date())}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${text(`Interview: ${calendar.post} at ${calendar.orgName}`)}`,
    `DESCRIPTION:${text(calendar.message ? `${about}\n\n${calendar.message}` : about)}`,
  ];
  if (interview.location) lines.push(`LOCATION:${text(interview.location)}`);
  lines.push(
    `STATUS:${status}`,
    "TRANSP:OPAQUE",
    `ORGANIZER;CN=${param(calendar.organizer.name)}:${mailto(calendar.organizer.email)}`,
    ...attendees,
    "END:VEVENT",
  );
  return lines;
}

function attendeeLine(attendee: CalendarAttendee, rsvp: boolean): string {
  const params = [`CN=${param(attendee.name)}`, `ROLE=${attendee.role ?? "REQ-PARTICIPANT"}`, "CUTYPE=INDIVIDUAL"];
  // A cancellation asks for no answer; an invitation asks each attendee to accept or decline.
  if (rsvp) params.push("PARTSTAT=NEEDS-ACTION", "RSVP=TRUE");
  return `ATTENDEE;${params.join(";")}:${mailto(attendee.email)}`;
}

function attachment(method: "REQUEST" | "CANCEL", event: string[]): MailAttachment {
  const lines = ["BEGIN:VCALENDAR", `PRODID:${PRODID}`, "VERSION:2.0", "CALSCALE:GREGORIAN", `METHOD:${method}`, ...event, "END:VCALENDAR"];
  const body = lines.map(fold).join(CRLF) + CRLF;
  return {
    filename: "interview.ics",
    // The method in the content type is what makes clients show Accept/Decline (RFC 6047).
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: Buffer.from(body, "utf8").toString("base64"),
  };
}

/** A UTC DATE-TIME: 20301204T053000Z. */
function utc(date: Date): string {
  return date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function text(value: string): string {
  return value
    .replace(CONTROLS, " ")
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A quoted parameter value; RFC 6868 caret escapes for what a quoted string cannot hold. */
export function param(value: string): string {
  const escaped = value
    .replace(CONTROLS, " ")
    .replace(/\^/g, "^^")
    .replace(/\r\n|\r|\n/g, "^n")
    .replace(/"/g, "^'");
  return `"${escaped}"`;
}

function mailto(email: string): string {
  return `mailto:${email.replace(/[\u0000-\u0020\u007f<>"]/g, "")}`;
}

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): continuation lines start with one space, which
 * counts toward their 75. A UTF-8 sequence is never split across lines.
 */
export function fold(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    if (octets + size > 75) {
      parts.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}
