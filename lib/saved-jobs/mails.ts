// Mails about a candidate's saved jobs (decisions.md section 11): the daily 'closing soon' reminder.
import type { Mail } from "@/lib/email";
import { escapeHtml, mailLayout } from "@/lib/email/layout";
import { formatDateTime } from "@/lib/format/date";
import { siteUrl } from "@/lib/site/url";

const LINK_STYLE = "color:#1d4ed8";

export type ClosingSoonJob = { id: string; post: string; orgName: string; validThrough: Date };

export const CLOSING_SOON_SUBJECT = "Saved jobs closing soon";

/** One mail listing the candidate's saved jobs (not applied to) that stop taking applications soon. */
export function closingSoonMail(opts: { to: string; name: string; jobs: readonly ClosingSoonJob[]; days: number }): Mail {
  const count = opts.jobs.length;
  const lead = `Hello ${opts.name}, ${count === 1 ? "a job you saved stops" : `${count} jobs you saved stop`} accepting applications within ${opts.days} days:`;
  const jobLink = (job: ClosingSoonJob) => `${siteUrl()}/jobs/${encodeURIComponent(job.id)}`;
  const closes = (job: ClosingSoonJob) => `closes ${formatDateTime(job.validThrough.toISOString())}`;
  const savedLink = `${siteUrl()}/candidate/saved`;
  const advice = "Apply before they close. You have not applied to these yet.";
  return {
    to: opts.to,
    subject: CLOSING_SOON_SUBJECT,
    text: [
      lead,
      "",
      ...opts.jobs.map((job) => `- ${job.post} at ${job.orgName}, ${closes(job)}: ${jobLink(job)}`),
      "",
      advice,
      `Your saved jobs: ${savedLink}`,
    ].join("\n"),
    html: mailLayout({
      title: CLOSING_SOON_SUBJECT,
      bodyHtml:
        `<p>${escapeHtml(lead)}</p><ul>` +
        opts.jobs
          .map(
            (job) =>
              `<li><a href="${escapeHtml(jobLink(job))}" style="${LINK_STYLE}">${escapeHtml(job.post)}</a> at ${escapeHtml(job.orgName)}, ${escapeHtml(closes(job))}</li>`,
          )
          .join("") +
        `</ul><p>${escapeHtml(advice)}</p><p><a href="${escapeHtml(savedLink)}" style="${LINK_STYLE}">Your saved jobs</a></p>`,
    }),
  };
}
