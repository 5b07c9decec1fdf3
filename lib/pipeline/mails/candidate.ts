// The candidate's mail on every stage change the employer makes (decisions.md section 9): the subject
// names the job, the body says the stage in the candidate's words, with the employer's message and the
// interview details; an interview carries an .ics invitation. Never the employer's private note
// (this template is not given it).
import { createEvent } from "ics";
import type { Mail, MailAttachment } from "@/lib/email";
import { escapeHtml, mailLayout } from "@/lib/email/layout";
import { formatDateTime } from "@/lib/format/date";
import { CANDIDATE_STAGE_LABELS, INTERVIEW_MODE_LABELS, type InterviewMode, type Stage } from "@/lib/pipeline/rules";
import { siteUrl } from "@/lib/site/url";

export type InterviewDetails = { at: string; mode: InterviewMode; location?: string };

const INTERVIEW_MINUTES = 60;

const LEADS: Partial<Record<Stage, string>> = {
  applied: "Your application is back at the start of the employer's review.",
  screening: "The employer is reviewing your application.",
  shortlisted: "Good news: you have been shortlisted.",
  interview: "Good news: the employer would like to interview you.",
  offered: "Congratulations: the employer has made you an offer.",
  hired: "Congratulations: you have been hired.",
  rejected: "We are sorry: the employer has decided not to go ahead with your application.",
};

export function stageChangeMail(opts: {
  applicationId: string;
  to: string;
  candidateName: string;
  post: string;
  orgName: string;
  status: Stage;
  message?: string;
  interview?: InterviewDetails;
}): Mail {
  const stage = CANDIDATE_STAGE_LABELS[opts.status];
  const subject = `Update on your application: ${opts.post}`;
  const link = `${siteUrl()}/candidate/applications`;
  const lead = `Your application for ${opts.post} at ${opts.orgName} is now: ${stage}.`;
  const detail = LEADS[opts.status] ?? "";

  const text = [`Hello ${opts.candidateName},`, "", lead, detail];
  let html = `<p>Hello ${escapeHtml(opts.candidateName)},</p><p>${escapeHtml(lead)}</p>${detail ? `<p>${escapeHtml(detail)}</p>` : ""}`;

  if (opts.interview) {
    const when = formatDateTime(opts.interview.at);
    const mode = INTERVIEW_MODE_LABELS[opts.interview.mode];
    text.push("", "Interview", `When: ${when}`, `How: ${mode}`);
    html += `<p><strong>Interview</strong><br>When: ${escapeHtml(when)}<br>How: ${escapeHtml(mode)}`;
    if (opts.interview.location) {
      text.push(`Where: ${opts.interview.location}`);
      html += `<br>Where: ${escapeHtml(opts.interview.location)}`;
    }
    html += "</p><p>The invitation is attached: open it to add the interview to your calendar.</p>";
  }
  if (opts.message) {
    text.push("", `Message from ${opts.orgName}:`, opts.message);
    html += `<p><strong>Message from ${escapeHtml(opts.orgName)}:</strong></p><p style="white-space:pre-wrap;background:#f4f6fb;padding:12px;border-radius:6px">${escapeHtml(opts.message)}</p>`;
  }
  text.push("", `Your applications: ${link}`);
  html += `<p><a href="${escapeHtml(link)}" style="color:#1d4ed8">View your applications</a></p>`;

  const mail: Mail = { to: opts.to, subject, text: text.join("\n"), html: mailLayout({ title: subject, bodyHtml: html }) };
  if (opts.interview) mail.attachments = [interviewInvitation(opts.applicationId, { post: opts.post, orgName: opts.orgName, interview: opts.interview })];
  return mail;
}

/**
 * The interview as an iCalendar event (METHOD:PUBLISH: an entry to add, no RSVP). The UID is stable per
 * application and time, so a mail sent twice updates one calendar entry rather than adding two.
 */
export function interviewInvitation(
  applicationId: string,
  opts: { post: string; orgName: string; interview: InterviewDetails },
): MailAttachment {
  const { interview } = opts;
  const start = Date.parse(interview.at);
  const { error, value } = createEvent({
    uid: `interview-${applicationId}-${start}@talentbridge`,
    productId: "talentbridge/pipeline",
    method: "PUBLISH",
    title: `Interview: ${opts.post} at ${opts.orgName}`,
    description: `Interview for ${opts.post} (${INTERVIEW_MODE_LABELS[interview.mode]}).`,
    location: interview.location,
    start,
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: INTERVIEW_MINUTES },
  });
  if (error || !value) throw new Error(`Could not build the interview invitation: ${error?.message ?? "empty"}`);
  return { filename: "interview.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: Buffer.from(value, "utf8").toString("base64") };
}
