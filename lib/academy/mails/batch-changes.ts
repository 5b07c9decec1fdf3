// A batch's admin changes told by mail (issue 44): an edit that changes what its people plan around (the
// trainer, the dates, the sessions' times, the place or the link) goes to everyone holding a seat and to
// its trainer (a replaced trainer hears that they no longer teach it); a cancel goes to everyone enrolled
// or waiting, with the reason, and to the trainer. Built here, sent after the commit with sendOnce: an
// edit's key names the batch's version (one mail per edit and person however often it is tried), a
// cancel's the batch (a batch is cancelled once).
import "server-only";
import type { Mail } from "@/lib/email";
import { escapeHtml, mailLayout } from "@/lib/email/layout";
import { formatDateTime, formatDay } from "@/lib/format/date";
import { siteUrl } from "@/lib/site/url";

export const BATCH_CHANGED_SUBJECT_PREFIX = "Your batch has changed";
export const TRAINER_ASSIGNED_SUBJECT_PREFIX = "You are the trainer of";
export const TRAINER_RELEASED_SUBJECT_PREFIX = "You no longer teach";
export const BATCH_CANCELLED_SUBJECT_PREFIX = "Batch cancelled";

/** One mail per edit (the version it made) and person. */
export const batchChangeMailKey = (batchId: string, version: number, userId: string) => `academy-batch-changed:${batchId}:v${version}:${userId}`;
/** One mail per batch and person: a batch is cancelled once. */
export const batchCancelMailKey = (batchId: string, userId: string) => `academy-batch-cancelled:${batchId}:${userId}`;

export type BatchFacts = {
  id: string;
  title: string;
  programmeTitle: string;
  programmeSlug: string;
  /** YYYY-MM-DD (India). */
  startDate: string;
  endDate: string;
  trainerName: string;
  /** The sessions still to come, in order. */
  sessions: { startsAt: Date; endsAt: Date; topic: string }[];
};

type Person = { to: string; name: string };

const when = (s: { startsAt: Date; endsAt: Date }) => `${formatDateTime(s.startsAt.toISOString())} to ${formatDateTime(s.endsAt.toISOString())}`;
const dates = (batch: BatchFacts) => `${formatDay(batch.startDate)} to ${formatDay(batch.endDate)}`;

function mail(person: Person, subject: string, paragraphs: string[], list: string[], link: { href: string; label: string }): Mail {
  return {
    to: person.to,
    subject,
    text: [`Hello ${person.name},`, "", ...paragraphs, ...(list.length ? ["", ...list.map((line) => `- ${line}`)] : []), "", `${link.label}: ${link.href}`].join("\n"),
    html: mailLayout({
      title: subject,
      bodyHtml: `<p>Hello ${escapeHtml(person.name)},</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}${list.length ? `\n<ul>${list.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>` : ""}
<p><a href="${escapeHtml(link.href)}" style="color:#1d4ed8">${escapeHtml(link.label)}</a></p>`,
    }),
  };
}

const schedule = (batch: BatchFacts) => batch.sessions.map((s) => `${when(s)}: ${s.topic}`);

/** To someone holding a seat: what changed, and the batch as it is now. */
export function batchChangedMail(person: Person, batch: BatchFacts, changes: string[]): Mail {
  return mail(
    person,
    `${BATCH_CHANGED_SUBJECT_PREFIX}: ${batch.title}`,
    [
      `Your batch ${batch.title} (${batch.programmeTitle}) has changed: ${changes.join("; ")}.`,
      `It runs ${dates(batch)} with ${batch.trainerName}. ${batch.sessions.length ? "Its sessions to come (India time):" : "It has no sessions to come."}`,
    ],
    schedule(batch),
    { href: `${siteUrl()}/candidate/training`, label: "See your batches and sessions" },
  );
}

/** To the batch's trainer: newly given the batch, or told its schedule changed. */
export function trainerBatchMail(person: Person, batch: BatchFacts, changes: string[], assigned: boolean): Mail {
  const lead = assigned
    ? `You are now the trainer of ${batch.title} (${batch.programmeTitle}), ${dates(batch)}.`
    : `Your batch ${batch.title} (${batch.programmeTitle}) has changed: ${changes.join("; ")}.`;
  return mail(
    person,
    assigned ? `${TRAINER_ASSIGNED_SUBJECT_PREFIX} ${batch.title}` : `${BATCH_CHANGED_SUBJECT_PREFIX}: ${batch.title}`,
    [lead, batch.sessions.length ? "Its sessions to come (India time):" : "It has no sessions to come."],
    schedule(batch),
    { href: `${siteUrl()}/trainer/batches/${encodeURIComponent(batch.id)}`, label: "Open the batch" },
  );
}

/** To a trainer replaced by another. */
export function trainerReleasedMail(person: Person, batch: BatchFacts): Mail {
  return mail(
    person,
    `${TRAINER_RELEASED_SUBJECT_PREFIX} ${batch.title}`,
    [`${batch.title} (${batch.programmeTitle}), ${dates(batch)}, now has another trainer: ${batch.trainerName}.`],
    [],
    { href: `${siteUrl()}/trainer`, label: "Your batches" },
  );
}

/** To everyone enrolled or waiting, and to the trainer: the batch will not run, and why. */
export function batchCancelledMail(person: Person, batch: BatchFacts, reason: string, role: "enrolled" | "waitlisted" | "trainer"): Mail {
  const after =
    role === "trainer"
      ? "Its sessions are off your schedule."
      : `${role === "enrolled" ? "Your seat" : "Your place on the waitlist"} is released. Other batches of ${batch.programmeTitle} are on its page.`;
  const link =
    role === "trainer"
      ? { href: `${siteUrl()}/trainer`, label: "Your batches" }
      : { href: `${siteUrl()}/training/${encodeURIComponent(batch.programmeSlug)}`, label: `Batches of ${batch.programmeTitle}` };
  return mail(
    person,
    `${BATCH_CANCELLED_SUBJECT_PREFIX}: ${batch.title}`,
    [`We are sorry: ${batch.title} (${batch.programmeTitle}), ${dates(batch)}, has been cancelled.`, `The reason: ${reason}`, after],
    [],
    link,
  );
}
