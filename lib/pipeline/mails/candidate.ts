// The candidate's mail on every stage change the employer makes (decisions.md section 9): the subject
// names the job, the body says the stage in the candidate's words, with the employer's message and the
// interview details. An interview carries its invitation (METHOD:REQUEST, lib/pipeline/mails/calendar);
// leaving the interview stage before it takes place carries the cancellation (METHOD:CANCEL), and so
// does a reschedule's or a called-off interview's own mail (decisions.md section 16). Never the
// employer's private note (these templates are not given it).
import type { Mail, MailAttachment } from "@/lib/email";
import { escapeHtml, mailLayout } from "@/lib/email/layout";
import { formatDateTime } from "@/lib/format/date";
import { CANDIDATE_STAGE_LABELS, durationLabel, INTERVIEW_DURATION_DEFAULT, INTERVIEW_MODE_LABELS, type InterviewMode, type Stage } from "@/lib/pipeline/rules";
import { siteUrl } from "@/lib/site/url";

/** `durationMinutes` absent: an interview scheduled before durations were asked (an hour). */
export type InterviewDetails = { at: string; mode: InterviewMode; location?: string; durationMinutes?: number };

const LEADS: Partial<Record<Stage, string>> = {
  applied: "Your application is back at the start of the employer's review.",
  screening: "The employer is reviewing your application.",
  shortlisted: "Good news: you have been shortlisted.",
  interview: "Good news: the employer would like to interview you.",
  offered: "Congratulations: the employer has made you an offer.",
  hired: "Congratulations: you have been hired.",
  rejected: "We are sorry: the employer has decided not to go ahead with your application.",
};

const INVITATION_ATTACHED = "The invitation is attached: open it to add the interview to your calendar.";

/** "Your interview for <post> has been called off." */
export const calledOffLine = (post: string) => `Your interview for ${post} has been called off.`;

type Body = { text: string[]; html: string };

function greeting(name: string, lines: string[]): Body {
  return {
    text: [`Hello ${name},`, "", ...lines],
    html: `<p>Hello ${escapeHtml(name)},</p>${lines.filter(Boolean).map((line) => `<p>${escapeHtml(line)}</p>`).join("")}`,
  };
}

function addInterview(body: Body, interview: InterviewDetails, attached: boolean): void {
  const when = formatDateTime(interview.at);
  const mode = INTERVIEW_MODE_LABELS[interview.mode];
  const length = durationLabel(interview.durationMinutes ?? INTERVIEW_DURATION_DEFAULT);
  body.text.push("", "Interview", `When: ${when}`, `How long: ${length}`, `How: ${mode}`);
  body.html += `<p><strong>Interview</strong><br>When: ${escapeHtml(when)}<br>How long: ${escapeHtml(length)}<br>How: ${escapeHtml(mode)}`;
  if (interview.location) {
    body.text.push(`Where: ${interview.location}`);
    body.html += `<br>Where: ${escapeHtml(interview.location)}`;
  }
  body.html += "</p>";
  if (attached) {
    body.text.push("", INVITATION_ATTACHED);
    body.html += `<p>${escapeHtml(INVITATION_ATTACHED)}</p>`;
  }
}

function addMessage(body: Body, orgName: string, message?: string): void {
  if (!message) return;
  body.text.push("", `Message from ${orgName}:`, message);
  body.html += `<p><strong>Message from ${escapeHtml(orgName)}:</strong></p><p style="white-space:pre-wrap;background:#f4f6fb;padding:12px;border-radius:6px">${escapeHtml(message)}</p>`;
}

function finish(to: string, subject: string, body: Body, attachment?: MailAttachment): Mail {
  const link = `${siteUrl()}/candidate/applications`;
  body.text.push("", `Your applications: ${link}`);
  body.html += `<p><a href="${escapeHtml(link)}" style="color:#1d4ed8">View your applications</a></p>`;
  const mail: Mail = { to, subject, text: body.text.join("\n"), html: mailLayout({ title: subject, bodyHtml: body.html }) };
  if (attachment) mail.attachments = [attachment];
  return mail;
}

export function stageChangeMail(opts: {
  to: string;
  candidateName: string;
  post: string;
  orgName: string;
  status: Stage;
  message?: string;
  interview?: InterviewDetails;
  /** The interview's REQUEST (a move to interview with its details). */
  invitation?: MailAttachment;
  /** The interview's CANCEL (a move out of interview before it took place). */
  cancellation?: MailAttachment;
}): Mail {
  const stage = CANDIDATE_STAGE_LABELS[opts.status];
  const body = greeting(opts.candidateName, [`Your application for ${opts.post} at ${opts.orgName} is now: ${stage}.`, LEADS[opts.status] ?? ""]);
  if (opts.interview) addInterview(body, opts.interview, opts.invitation !== undefined);
  if (opts.cancellation) {
    body.text.push("", calledOffLine(opts.post));
    body.html += `<p>${escapeHtml(calledOffLine(opts.post))}</p>`;
  }
  addMessage(body, opts.orgName, opts.message);
  return finish(opts.to, `Update on your application: ${opts.post}`, body, opts.invitation ?? opts.cancellation);
}

/** A new time for the interview (decisions.md section 16): the details and the updated invitation. */
export function interviewRescheduledMail(opts: {
  to: string;
  candidateName: string;
  post: string;
  orgName: string;
  interview: InterviewDetails;
  message?: string;
  invitation: MailAttachment;
}): Mail {
  const body = greeting(opts.candidateName, ["Your interview has been rescheduled.", `The new details of your interview for ${opts.post} at ${opts.orgName}:`]);
  addInterview(body, opts.interview, true);
  addMessage(body, opts.orgName, opts.message);
  return finish(opts.to, `Interview rescheduled: ${opts.post}`, body, opts.invitation);
}

/** The interview will not take place (the candidate withdrew): the cancellation clears their calendar. */
export function interviewCancelledMail(opts: { to: string; candidateName: string; post: string; orgName: string; cancellation: MailAttachment }): Mail {
  const body = greeting(opts.candidateName, [
    calledOffLine(opts.post),
    `The interview with ${opts.orgName} will not take place. The attached update removes it from your calendar.`,
  ]);
  return finish(opts.to, `Interview called off: ${opts.post}`, body, opts.cancellation);
}
