// The placements' mails (decisions.md section 17): to the recruiter when a hire becomes a placement and
// at the reminders (day 30: check in; 5 days before the guarantee ends), and to the company when the
// desk records that a placement fell through. Built here; the hire and the change send them after
// commit, the reminders task with sendOnce (keys below).
import "server-only";
import type { Mail } from "@/lib/email";
import { escapeHtml, mailLayout } from "@/lib/email/layout";
import { formatDay } from "@/lib/format/date";
import { siteUrl } from "@/lib/site/url";

/** The sendOnce keys of a placement's two reminders: one mail each, however often the task runs. */
export const placementReminderKey = (placementId: string, kind: "day30" | "day85") => `placement:${placementId}:${kind}`;

export type PlacementFacts = { candidateName: string; post: string; orgName: string; startDate: string };

/** One mail: a greeting, the lines, a link; text and HTML say the same. */
function mail(to: string, greeting: string, subject: string, lines: string[], link: { path: string; label: string }): Mail {
  const url = `${siteUrl()}${link.path}`;
  return {
    to,
    subject,
    text: [greeting, "", ...lines, "", `${link.label}: ${url}`].join("\n"),
    html: mailLayout({
      title: subject,
      bodyHtml: `<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
<p><a href="${escapeHtml(url)}" style="color:#1d4ed8">${escapeHtml(link.label)}</a></p>`,
    }),
  };
}

const PLACEMENTS_LINK = { path: "/desk/placements?status=active", label: "Open Placements" };

/** The recruiter's notification and mail subject when a hire becomes a placement. */
export const placementRecordedTitle = (f: PlacementFacts) => `${f.candidateName} was hired for ${f.post} at ${f.orgName}: placement recorded`;

export function placementRecordedMail(to: string, recruiterName: string, f: PlacementFacts & { guaranteeDays: number }): Mail {
  return mail(
    to,
    `Hello ${recruiterName},`,
    placementRecordedTitle(f),
    [`${f.candidateName} starts on ${formatDay(f.startDate)}. The placement carries a ${f.guaranteeDays}-day guarantee; we will remind you to check in after 30 days.`],
    PLACEMENTS_LINK,
  );
}

/** Day 30: "Check in with <candidate>: 30 days at <company>". */
export const checkInTitle = (f: PlacementFacts, days: number) => `Check in with ${f.candidateName}: ${days} days at ${f.orgName}`;

export function checkInMail(to: string, recruiterName: string, f: PlacementFacts, days: number): Mail {
  return mail(
    to,
    `Hello ${recruiterName},`,
    checkInTitle(f, days),
    [`${f.candidateName} started as ${f.post} at ${f.orgName} on ${formatDay(f.startDate)}. A short call now shows how it is going, for them and for the client.`],
    PLACEMENTS_LINK,
  );
}

/** "The guarantee for <candidate> ends in 5 days" (or "ends today" when caught up late). */
export function guaranteeEndingTitle(candidateName: string, daysLeft: number): string {
  if (daysLeft <= 0) return `The guarantee for ${candidateName} ends today`;
  return `The guarantee for ${candidateName} ends in ${daysLeft} ${daysLeft === 1 ? "day" : "days"}`;
}

export function guaranteeEndingMail(to: string, recruiterName: string, f: PlacementFacts, endsOn: string, daysLeft: number): Mail {
  return mail(
    to,
    `Hello ${recruiterName},`,
    guaranteeEndingTitle(f.candidateName, daysLeft),
    [
      `${f.candidateName} (${f.post} at ${f.orgName}) started on ${formatDay(f.startDate)}; the guarantee ends on ${formatDay(endsOn)}.`,
      "If the placement has fallen through, mark it on the Placements page before then: afterwards it can no longer be marked.",
    ],
    PLACEMENTS_LINK,
  );
}

/** To the company's owners and recruiters: the desk recorded that the placement fell through (never the desk's reason). */
export const fellThroughTitle = (f: PlacementFacts) => `Placement of ${f.candidateName} as ${f.post}: recorded as fallen through`;

export function fellThroughMail(to: string, contactName: string, f: PlacementFacts): Mail {
  return mail(
    to,
    `Hello ${contactName},`,
    fellThroughTitle(f),
    [
      `TalentBridge has recorded that the placement of ${f.candidateName} as ${f.post} at ${f.orgName} (start date ${formatDay(f.startDate)}) fell through within its guarantee.`,
      "Your recruiter at TalentBridge will be in touch about a replacement.",
    ],
    { path: "/employer/applications", label: "Open your applicants" },
  );
}
