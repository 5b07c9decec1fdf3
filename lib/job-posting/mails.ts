// Mails of the job lifecycle's scheduled tasks (decisions.md section 10), all to employers: a job
// closes in a few days (expiry-reminders), and applicants have waited for a review (stale-applicants).
import type { Mail } from "@/lib/email";
import { escapeHtml, mailLayout } from "@/lib/email/layout";
import { formatDate, formatDateTime } from "@/lib/format/date";
import { siteUrl } from "@/lib/site/url";

const LINK_STYLE = "color:#1d4ed8";

function employerJobsLink(renewJobId?: string): string {
  const base = `${siteUrl()}/employer/applications`;
  return renewJobId ? `${base}?renew=${encodeURIComponent(renewJobId)}` : base;
}

/** 'Your job "<post>" closes on <date>', with a link to renew it on the employer dashboard. */
export function expiryReminderMail(opts: { to: string; orgName: string; jobId: string; post: string; validThrough: Date }): Mail {
  const iso = opts.validThrough.toISOString();
  const subject = `Your job "${opts.post}" closes on ${formatDate(iso)}`;
  const lead = `The job "${opts.post}" posted by ${opts.orgName} stops accepting applications on ${formatDateTime(iso)}.`;
  const advice = "To keep it open, renew it for 7 to 90 more days from your dashboard.";
  const link = employerJobsLink(opts.jobId);
  return {
    to: opts.to,
    subject,
    text: [lead, advice, "", `Renew the job: ${link}`].join("\n"),
    html: mailLayout({
      title: subject,
      bodyHtml:
        `<p>${escapeHtml(lead)}</p><p>${escapeHtml(advice)}</p>` +
        `<p><a href="${escapeHtml(link)}" style="${LINK_STYLE}">Renew the job</a></p>`,
    }),
  };
}

export type StaleJob = { post: string; waiting: number };

function applicants(count: number): string {
  return `${count} ${count === 1 ? "applicant" : "applicants"}`;
}

/**
 * The weekly digest: the jobs (at most the first 10, then "and N more jobs") whose applicants have
 * waited in Applied for more than `days` days, with the counts.
 */
export function staleApplicantsMail(opts: {
  to: string;
  orgName: string;
  jobs: StaleJob[];
  /** Jobs with waiting applicants beyond the ones listed. */
  moreJobs: number;
  /** Waiting applicants over all those jobs, listed or not. */
  total: number;
  days: number;
}): Mail {
  const subject = `${applicants(opts.total)} waiting for your review`;
  const lead = `${applicants(opts.total)} of ${opts.orgName} have waited in Applied for more than ${opts.days} days:`;
  const lines = opts.jobs.map((job) => `${job.post}: ${applicants(job.waiting)}`);
  const more = opts.moreJobs > 0 ? `and ${opts.moreJobs} more ${opts.moreJobs === 1 ? "job" : "jobs"}` : null;
  const advice = "Candidates hear back sooner when you screen or reject them; you can do both from your dashboard.";
  const link = employerJobsLink();
  const items = lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("");
  return {
    to: opts.to,
    subject,
    text: [lead, ...lines.map((line) => `- ${line}`), ...(more ? [more] : []), "", advice, "", `Review applicants: ${link}`].join("\n"),
    html: mailLayout({
      title: subject,
      bodyHtml:
        `<p>${escapeHtml(lead)}</p><ul>${items}</ul>${more ? `<p>${escapeHtml(more)}</p>` : ""}` +
        `<p>${escapeHtml(advice)}</p><p><a href="${escapeHtml(link)}" style="${LINK_STYLE}">Review applicants</a></p>`,
    }),
  };
}
