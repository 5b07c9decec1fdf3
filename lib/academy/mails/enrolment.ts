// The academy's enrolment mails (decisions.md section 15): enrolled, on the waitlist (with the place),
// and moved off the waitlist when a seat frees. Built here, sent by the enrolment service after the
// commit with sendOnce, keyed by the enrolment, the event and when it happened (a withdrawn enrolment
// may enrol again: that is a new event with its own mail).
import "server-only";
import type { Mail } from "@/lib/email";
import { escapeHtml, mailLayout } from "@/lib/email/layout";
import { formatDay } from "@/lib/format/date";
import { siteUrl } from "@/lib/site/url";

export type EnrolmentMailEvent = "enrolled" | "waitlisted" | "seat-passed";

/** The sendOnce key of one enrolment event: one mail per event, however often it is tried. */
export const enrolmentMailKey = (enrollmentId: string, event: EnrolmentMailEvent, at: Date) =>
  `academy-enrolment:${enrollmentId}:${event}:${at.getTime()}`;

/** The subjects' first words, which clients and tests rely on. */
export const ENROLLED_SUBJECT_PREFIX = "You are enrolled";
export const WAITLISTED_SUBJECT_PREFIX = "You are on the waitlist";
export const SEAT_PASSED_SUBJECT_PREFIX = "A seat is yours";

export type EnrolmentMailFacts = {
  to: string;
  candidateName: string;
  batchTitle: string;
  programmeTitle: string;
  /** YYYY-MM-DD (India). */
  startDate: string;
  endDate: string;
};

function enrolmentMail(facts: EnrolmentMailFacts, subjectPrefix: string, lead: string): Mail {
  const link = `${siteUrl()}/candidate/training`;
  const dates = `${formatDay(facts.startDate)} to ${formatDay(facts.endDate)}`;
  const batch = `${facts.batchTitle} (${facts.programmeTitle}), ${dates}`;
  return {
    to: facts.to,
    subject: `${subjectPrefix}: ${facts.batchTitle}`,
    text: [`Hello ${facts.candidateName},`, "", lead, batch, "", `Your batches and sessions: ${link}`].join("\n"),
    html: mailLayout({
      title: subjectPrefix,
      bodyHtml: `<p>Hello ${escapeHtml(facts.candidateName)},</p>
<p>${escapeHtml(lead)}</p>
<p><strong>${escapeHtml(facts.batchTitle)}</strong> (${escapeHtml(facts.programmeTitle)}), ${escapeHtml(dates)}</p>
<p><a href="${escapeHtml(link)}" style="color:#1d4ed8">See your batches and sessions</a></p>`,
    }),
  };
}

/** To the candidate: a seat in the batch is theirs. */
export function enrolledMail(facts: EnrolmentMailFacts): Mail {
  return enrolmentMail(facts, ENROLLED_SUBJECT_PREFIX, "You have a seat in this batch. Your sessions are on your My training page.");
}

/** To the candidate: the batch is full; they wait at `position` for a seat to free. */
export function waitlistedMail(facts: EnrolmentMailFacts & { position: number }): Mail {
  return enrolmentMail(
    facts,
    WAITLISTED_SUBJECT_PREFIX,
    `The batch is full, so you are on its waitlist at position ${facts.position}. We will e-mail you if a seat frees for you.`,
  );
}

/** To the candidate: someone withdrew and the freed seat passed to them, first on the waitlist. */
export function seatPassedMail(facts: EnrolmentMailFacts): Mail {
  return enrolmentMail(facts, SEAT_PASSED_SUBJECT_PREFIX, "A seat freed in this batch and, as first on its waitlist, you are now enrolled.");
}
