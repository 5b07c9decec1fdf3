// The mails of a company member assigned to interview a candidate (decisions.md section 16): the
// invitation (METHOD:REQUEST, the same event the candidate gets), its reschedules, and the
// cancellation when the interview is called off. Short: who, for which post, when and for how long;
// the rest is on the application's page (which an interviewer may open; the applicants list they may not).
import type { Mail, MailAttachment } from "@/lib/email";
import { escapeHtml, mailLayout } from "@/lib/email/layout";
import { formatDateTime } from "@/lib/format/date";
import { durationLabel, INTERVIEW_DURATION_DEFAULT, INTERVIEW_MODE_LABELS } from "@/lib/pipeline/rules";
import type { InterviewDetails } from "@/lib/pipeline/mails/candidate";
import { siteUrl } from "@/lib/site/url";

type InterviewerMail = {
  to: string;
  name: string;
  candidateName: string;
  post: string;
  applicationId: string;
  interview: InterviewDetails;
};

function build(opts: InterviewerMail, subject: string, lead: string, attachment: MailAttachment): Mail {
  const link = `${siteUrl()}/employer/application/${encodeURIComponent(opts.applicationId)}`;
  const text = [`Hello ${opts.name},`, "", lead];
  let html = `<p>Hello ${escapeHtml(opts.name)},</p><p>${escapeHtml(lead)}</p>`;
  const when = formatDateTime(opts.interview.at);
  const mode = INTERVIEW_MODE_LABELS[opts.interview.mode];
  const length = durationLabel(opts.interview.durationMinutes ?? INTERVIEW_DURATION_DEFAULT);
  text.push("", `When: ${when}`, `How long: ${length}`, `How: ${mode}`);
  html += `<p>When: ${escapeHtml(when)}<br>How long: ${escapeHtml(length)}<br>How: ${escapeHtml(mode)}`;
  if (opts.interview.location) {
    text.push(`Where: ${opts.interview.location}`);
    html += `<br>Where: ${escapeHtml(opts.interview.location)}`;
  }
  html += "</p>";
  text.push("", `Open the application: ${link}`);
  html += `<p><a href="${escapeHtml(link)}" style="color:#1d4ed8">Open the application</a></p>`;
  return { to: opts.to, subject, text: text.join("\n"), html: mailLayout({ title: subject, bodyHtml: html }), attachments: [attachment] };
}

/** The interview invitation, or its new time (`rescheduled`). */
export function interviewerInvitationMail(opts: InterviewerMail & { rescheduled: boolean; invitation: MailAttachment }): Mail {
  const subject = `${opts.rescheduled ? "Interview rescheduled" : "Interview"}: ${opts.candidateName} for ${opts.post}`;
  const lead = opts.rescheduled
    ? `The interview with ${opts.candidateName} for ${opts.post} has been rescheduled.`
    : `You are on the panel to interview ${opts.candidateName} for ${opts.post}.`;
  return build(opts, subject, lead, opts.invitation);
}

/** The interview will not take place: the cancellation clears the member's calendar. */
export function interviewerCancelMail(opts: InterviewerMail & { cancellation: MailAttachment }): Mail {
  const subject = `Interview called off: ${opts.candidateName} for ${opts.post}`;
  const lead = `The interview with ${opts.candidateName} for ${opts.post} has been called off.`;
  return build(opts, subject, lead, opts.cancellation);
}
