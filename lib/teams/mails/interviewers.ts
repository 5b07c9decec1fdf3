// The mail a member gets when they are made an interviewer of an application (decisions.md section
// 16): who the candidate is, for which post, and the link to the application's page. Built here, sent
// by the interviewers service after the assignment is committed.
import "server-only";
import type { Mail } from "@/lib/email";
import { escapeHtml, mailLayout } from "@/lib/email/layout";
import { siteUrl } from "@/lib/site/url";

/** The path of one application's page for a company member (also the notification's link). */
export const applicationPagePath = (applicationId: string) => `/employer/application/${encodeURIComponent(applicationId)}`;

/** The line both the notification and the mail lead with. */
export const interviewingTitle = (candidateName: string, post: string) => `You are interviewing ${candidateName} for ${post}`;

/** To the newly assigned interviewer: the candidate, the post, who assigned them and the page's link. */
export function interviewerAssignedMail(opts: {
  to: string;
  memberName: string;
  candidateName: string;
  post: string;
  orgName: string;
  assignedBy: string;
  applicationId: string;
}): Mail {
  const link = `${siteUrl()}${applicationPagePath(opts.applicationId)}`;
  const subject = interviewingTitle(opts.candidateName, opts.post);
  const lead = `${opts.assignedBy} added you as an interviewer of ${opts.candidateName} for ${opts.post} at ${opts.orgName}.`;
  const after = "Open the application to see the candidate and the interview, then submit your scorecard.";
  return {
    to: opts.to,
    subject,
    text: [`Hello ${opts.memberName},`, "", lead, after, "", `Open the application: ${link}`].join("\n"),
    html: mailLayout({
      title: subject,
      bodyHtml: `<p>Hello ${escapeHtml(opts.memberName)},</p>
<p>${escapeHtml(lead)}</p>
<p>${escapeHtml(after)}</p>
<p><a href="${escapeHtml(link)}" style="color:#1d4ed8">Open the application</a></p>`,
    }),
  };
}
