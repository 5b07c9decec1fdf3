// Job alert mails (decisions.md section 11): the visitor's confirmation, the instant mail and the
// daily/weekly digest. Every alert mail carries RFC 2369/8058 List-Unsubscribe headers (the API's
// one-click endpoint) and a body link to the unsubscribe page.
import type { Mail } from "@/lib/email";
import { escapeHtml, mailLayout } from "@/lib/email/layout";
import { siteUrl } from "@/lib/site/url";

/** What a mail shows of a job. */
export type AlertMailJob = { id: string; post: string; orgName: string; city: string; state: string };

const LINK_STYLE = "color:#1d4ed8";

function link(href: string, text: string): string {
  return `<a href="${escapeHtml(href)}" style="${LINK_STYLE}">${escapeHtml(text)}</a>`;
}

export function confirmAlertMail(opts: { to: string; alertName: string; token: string }): Mail {
  const subject = "Confirm your job alert";
  const url = `${siteUrl()}/alerts/confirm?token=${encodeURIComponent(opts.token)}`;
  const lead = `Please confirm the job alert "${opts.alertName}" to start receiving new jobs that match it.`;
  const ignore = "If you did not ask for this alert, ignore this mail: nothing will be sent to you.";
  return {
    to: opts.to,
    subject,
    text: [lead, "", `Confirm: ${url}`, "", ignore].join("\n"),
    html: mailLayout({ title: subject, bodyHtml: `<p>${escapeHtml(lead)}</p><p>${link(url, "Confirm job alert")}</p><p>${escapeHtml(ignore)}</p>` }),
  };
}

function unsubscribeParts(token: string) {
  const query = `token=${encodeURIComponent(token)}`;
  return {
    page: `${siteUrl()}/alerts/unsubscribe?${query}`,
    headers: {
      "List-Unsubscribe": `<${siteUrl()}/api/v1/alerts/unsubscribe?${query}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

const jobUrl = (job: AlertMailJob) => `${siteUrl()}/jobs/${encodeURIComponent(job.id)}`;
const jobLine = (job: AlertMailJob) => `${job.post} at ${job.orgName}, ${job.city}, ${job.state}`;

function alertMail(opts: {
  to: string;
  alertName: string;
  unsubscribeToken: string;
  lead: string;
  jobs: AlertMailJob[];
  more?: { count: number; url: string };
}): Mail {
  const subject = `New jobs for "${opts.alertName}"`;
  const unsubscribe = unsubscribeParts(opts.unsubscribeToken);
  const moreText = opts.more ? [`and ${opts.more.count} more: ${opts.more.url}`] : [];
  const footer = `You receive this mail because of your job alert "${opts.alertName}".`;
  const text = [
    opts.lead,
    "",
    ...opts.jobs.map((job) => `- ${jobLine(job)}: ${jobUrl(job)}`),
    ...moreText,
    "",
    footer,
    `Unsubscribe: ${unsubscribe.page}`,
  ].join("\n");
  const items = opts.jobs
    .map((job) => `<li>${link(jobUrl(job), job.post)} at ${escapeHtml(job.orgName)}, ${escapeHtml(job.city)}, ${escapeHtml(job.state)}</li>`)
    .join("");
  const moreHtml = opts.more ? `<p>${link(opts.more.url, `and ${opts.more.count} more`)}</p>` : "";
  return {
    to: opts.to,
    subject,
    text,
    html: mailLayout({
      title: subject,
      bodyHtml: `<p>${escapeHtml(opts.lead)}</p><ul>${items}</ul>${moreHtml}<p style="font-size:13px;color:#6b7280">${escapeHtml(footer)} ${link(unsubscribe.page, "Unsubscribe")}</p>`,
    }),
    headers: unsubscribe.headers,
  };
}

/** One new job for an instant alert. */
export function instantAlertMail(opts: { to: string; alertName: string; unsubscribeToken: string; job: AlertMailJob }): Mail {
  return alertMail({ ...opts, lead: "A new job matches your job alert:", jobs: [opts.job] });
}

/** A daily or weekly digest: at most the listed jobs, then "and N more" linking to the search. */
export function digestAlertMail(opts: {
  to: string;
  alertName: string;
  unsubscribeToken: string;
  frequency: "daily" | "weekly";
  jobs: AlertMailJob[];
  more?: { count: number; url: string };
}): Mail {
  return alertMail({ ...opts, lead: `New jobs that match your ${opts.frequency} job alert:` });
}
