// The mails of applying (decisions.md sections 9 and 19): the employer hears of a new applicant, the
// candidate gets a receipt naming the job and the company with a link to the application's timeline.
// Built here, sent by the service after the application is committed.
import type { Mail } from "@/lib/email";
import { escapeHtml, mailLayout } from "@/lib/email/layout";
import { siteUrl } from "@/lib/site/url";

/** To the employer: someone applied to one of its jobs. */
export function newApplicationMail(opts: { to: string; jobId: string; post: string; candidateName: string }): Mail {
  const link = `${siteUrl()}/employer/applicant/${encodeURIComponent(opts.jobId)}`;
  const subject = `New application for ${opts.post}`;
  return {
    to: opts.to,
    subject,
    text: `${opts.candidateName} has applied for your job "${opts.post}".\n\nSee the applicants: ${link}`,
    html: mailLayout({
      title: subject,
      bodyHtml: `<p><strong>${escapeHtml(opts.candidateName)}</strong> has applied for your job <strong>${escapeHtml(opts.post)}</strong>.</p>
<p><a href="${escapeHtml(link)}" style="color:#1d4ed8">See the applicants</a></p>`,
    }),
  };
}

/**
 * To the candidate: the application arrived (subject starts 'Application received'). The link is the
 * candidate's applications page, where each application shows its timeline of stages.
 */
export function applicationReceivedMail(opts: { to: string; candidateName: string; post: string; orgName: string }): Mail {
  const link = `${siteUrl()}/candidate/applications`;
  const subject = `Application received: ${opts.post} at ${opts.orgName}`;
  const lead = `Your application for ${opts.post} at ${opts.orgName} has been received.`;
  const next = `${opts.orgName} can now see your profile and resume. We will e-mail you when the employer moves your application on.`;
  return {
    to: opts.to,
    subject,
    text: [`Hello ${opts.candidateName},`, "", lead, next, "", `Follow your application: ${link}`].join("\n"),
    html: mailLayout({
      title: "Application received",
      bodyHtml: `<p>Hello ${escapeHtml(opts.candidateName)},</p>
<p>Your application for <strong>${escapeHtml(opts.post)}</strong> at <strong>${escapeHtml(opts.orgName)}</strong> has been received.</p>
<p>${escapeHtml(next)}</p>
<p><a href="${escapeHtml(link)}" style="color:#1d4ed8">Follow your application</a></p>`,
    }),
  };
}
