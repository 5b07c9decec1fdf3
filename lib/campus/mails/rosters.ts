// The mails of a roster import (decisions.md sections 18 and 20), sent by the student-invitations task after
// the import committed, never inside the request: a new student gets a link to choose their password (the
// password-reset machinery's, valid STUDENT_INVITE_DAYS days); someone who already had an account gets a
// link to confirm they study there, and nothing of theirs changes until they do. Keyed for sendOnce so no
// run of the task mails anyone twice.
import "server-only";
import type { Mail } from "@/lib/email";
import { escapeHtml, mailLayout } from "@/lib/email/layout";
import { setPasswordMail } from "@/lib/email/set-password";
import { COMPANY } from "@/lib/site/company";
import { siteUrl } from "@/lib/site/url";

/**
 * The invitation's key names the address: an import that corrects the e-mail of a student who never
 * chose a password invites the corrected address once more (the old address's links are voided).
 */
export const studentInviteMailKey = (userId: string, email: string) => `student-invite:${userId}:${email}`;
/** One confirmation mail per link drawn for a claim (a new link, after the line names someone else, mails again). */
export const studentClaimMailKey = (claimId: string, tokenHash: string) => `student-claim:${claimId}:${tokenHash.slice(0, 16)}`;

export const STUDENT_INVITE_SUBJECT_PREFIX = "Your placement account";

const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:bold;border-radius:8px;padding:12px 20px">${escapeHtml(label)}</a></p>`;

type InviteInput = { to: string; name: string; instituteName: string; rollNo: string; token: string; expiresAt: Date; days: number };

/** To a new student: their institute added them; choose a password, then log in as a Candidate. */
export function studentInviteMail(opts: InviteInput): Mail {
  return setPasswordMail({
    ...opts,
    subject: `${STUDENT_INVITE_SUBJECT_PREFIX} at ${opts.instituteName}: choose your password`,
    lead: `${opts.instituteName} has added you (roll number ${opts.rollNo}) to its placement roster on ${COMPANY.name}. You will see the campus drives open to you, register for them and answer offers here.`,
    accountType: "Candidate",
    loginAs: [" as a ", " with this e-mail address"],
    ifNot: `Not expecting this? Tell your placement officer, or us at ${COMPANY.email}.`,
  });
}

/** To someone who already had an account: an institute listed them; they confirm, or nothing happens. */
export function studentClaimMail(opts: { to: string; name: string; instituteName: string; rollNo: string; course: string; token: string; days: number }): Mail {
  const link = `${siteUrl()}/candidate/student-confirm?token=${encodeURIComponent(opts.token)}`;
  const subject = `Do you study at ${opts.instituteName}?`;
  const lead = `${opts.instituteName} has listed you as its student on ${COMPANY.name} (roll number ${opts.rollNo}, ${opts.course}).`;
  const ask = `If you study there, confirm it with this link (valid ${opts.days} days). Your course, passing year and marks will then come from the institute's record, and you will see its campus drives.`;
  const ifNot = `Nothing changes until you confirm. If you do not study there, ignore this mail, or tell us at ${COMPANY.email}.`;
  const bodyHtml = `<p>Hello ${escapeHtml(opts.name)},</p>
<p>${escapeHtml(lead)}</p>
<p>${escapeHtml(ask)}</p>
${button(link, "Confirm I study here")}
<p>Or paste this address into your browser:<br><span style="word-break:break-all">${escapeHtml(link)}</span></p>
<p style="color:#6b7280">${escapeHtml(ifNot)}</p>`;
  return {
    to: opts.to,
    subject,
    text: [`Hello ${opts.name},`, "", lead, "", ask, `Confirm: ${link}`, "", ifNot].join("\n"),
    html: mailLayout({ title: subject, bodyHtml }),
  };
}
