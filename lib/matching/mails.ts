// The mail of "Invite to apply" (decisions.md section 14): the candidate hears that an employer invites
// them to apply for a job, with the employer's note if any and a link to the job. Built here, sent by
// the invite service once the invitation is committed (sendOnce, keyed by the invitation).
import "server-only";
import type { Mail } from "@/lib/email";
import { escapeHtml, mailLayout } from "@/lib/email/layout";
import { siteUrl } from "@/lib/site/url";

/** The sendOnce key of an invitation's mail: one mail per invitation, however often it is tried. */
export const invitationMailKey = (invitationId: string) => `job-invitation:${invitationId}`;

/** The subject's first words, which clients and tests rely on. */
export const INVITATION_SUBJECT_PREFIX = "Invitation to apply";

/** To the candidate: an employer invites them to apply (subject starts 'Invitation to apply'). */
export function invitationMail(opts: { to: string; candidateName: string; jobId: string; post: string; orgName: string; message?: string }): Mail {
  const link = `${siteUrl()}/jobs/${encodeURIComponent(opts.jobId)}`;
  const subject = `${INVITATION_SUBJECT_PREFIX}: ${opts.post} at ${opts.orgName}`;
  const lead = `${opts.orgName} found your profile a good match for ${opts.post} and invites you to apply.`;
  const note = opts.message ? ["", `Their message:`, opts.message] : [];
  // The note is the employer's multi-line text: escaped, its line breaks kept as <br>.
  const noteHtml = opts.message
    ? `<p>Their message:</p><blockquote style="margin:0 0 16px;padding-left:12px;border-left:3px solid #cbd5e1">${escapeHtml(opts.message).replace(/\r?\n/g, "<br>")}</blockquote>`
    : "";
  return {
    to: opts.to,
    subject,
    text: [`Hello ${opts.candidateName},`, "", lead, ...note, "", `See the job and apply: ${link}`].join("\n"),
    html: mailLayout({
      title: INVITATION_SUBJECT_PREFIX,
      bodyHtml: `<p>Hello ${escapeHtml(opts.candidateName)},</p>
<p><strong>${escapeHtml(opts.orgName)}</strong> found your profile a good match for <strong>${escapeHtml(opts.post)}</strong> and invites you to apply.</p>
${noteHtml}
<p><a href="${escapeHtml(link)}" style="color:#1d4ed8">See the job and apply</a></p>`,
    }),
  };
}
