// The drives' mails (decisions.md section 18), built here and sent after the change they announce is
// committed (sendOnce, keyed by the drive and the recipient). Names and titles are people's words:
// escaped in the HTML.
import "server-only";
import type { Mail } from "@/lib/email";
import { escapeHtml, mailLayout } from "@/lib/email/layout";
import { formatRupees } from "@/lib/campus/rules/common";
import { closedOn } from "@/lib/campus/service/eligibility";
import { siteUrl } from "@/lib/site/url";

export const UNIVERSITY_DRIVES_PATH = "/university/drives";

/** The invitation's subject, also the university's notification title. */
export const inviteSubject = (company: string, title: string) => `${company} invites your students to a placement drive: ${title}`;

/** sendOnce key: one invitation mail per drive and institute, however often a step is retried. */
export const inviteMailKey = (driveId: string, universityId: string) => `drive:${driveId}:invite:${universityId}`;

/** To an invited university: the drive in brief and where to accept or decline it. */
export function driveInviteMail(opts: {
  to: string;
  instituteName: string;
  company: string;
  title: string;
  salary: number | null;
  registrationCloses: Date;
  rounds: number;
}): Mail {
  const subject = inviteSubject(opts.company, opts.title);
  const link = `${siteUrl()}${UNIVERSITY_DRIVES_PATH}`;
  const lines = [
    `${opts.company} would like to hold a placement drive, "${opts.title}", for the students of ${opts.instituteName}.`,
    `${opts.salary ? `Salary: ${formatRupees(opts.salary)} a year. ` : ""}Registration closes on ${closedOn(opts.registrationCloses)}; ${opts.rounds} ${opts.rounds === 1 ? "round" : "rounds"}.`,
    "Accept it and your eligible students see it and can register; decline it and they never do.",
  ];
  return {
    to: opts.to,
    subject,
    text: [...lines, "", `Accept or decline: ${link}`].join("\n"),
    html: mailLayout({
      title: subject,
      bodyHtml: [...lines.map((line) => `<p>${escapeHtml(line)}</p>`), `<p><a href="${escapeHtml(link)}" style="color:#1d4ed8">Accept or decline</a></p>`].join("\n"),
    }),
  };
}

/** sendOnce key: one reminder mail per drive, student and day (the DriveReminder row's key). */
export const reminderMailKey = (driveId: string, studentId: string, day: string) => `drive:${driveId}:reminder:${studentId}:${day}`;

/** To a student the placement officer reminded: the drive, the deadline and where to register. */
export function driveReminderMail(opts: { to: string; name: string; instituteName: string; company: string; title: string; registrationCloses: Date }): Mail {
  const subject = `Register for ${opts.title} by ${opts.company} before ${closedOn(opts.registrationCloses)}`;
  const link = `${siteUrl()}/candidate/drives`;
  const lines = [
    `Hello ${opts.name},`,
    `Your placement office at ${opts.instituteName} reminds you of ${opts.company}'s placement drive "${opts.title}": you are eligible and have not registered yet.`,
    `Registration closes on ${closedOn(opts.registrationCloses)}.`,
  ];
  return {
    to: opts.to,
    subject,
    text: [...lines, "", `Register: ${link}`].join("\n"),
    html: mailLayout({
      title: subject,
      bodyHtml: [...lines.map((line) => `<p>${escapeHtml(line)}</p>`), `<p><a href="${escapeHtml(link)}" style="color:#1d4ed8">See the drive and register</a></p>`].join("\n"),
    }),
  };
}
