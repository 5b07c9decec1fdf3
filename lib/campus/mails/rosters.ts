// The mails of a roster import (decisions.md section 18), sent by the student-invitations task after the
// import committed, never inside the request: a new student gets a link to choose their password (the
// password-reset machinery's, valid STUDENT_INVITE_DAYS days); a candidate who already had an account is
// told their institute linked it. Keyed for sendOnce so no run of the task mails anyone twice.
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
/** One "your institute linked your account" mail per student record. */
export const studentLinkedMailKey = (studentId: string) => `student-linked:${studentId}`;

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

/** To a candidate who already had an account: their institute linked it; nothing to do but log in. */
export function studentLinkedMail(opts: { to: string; name: string; instituteName: string; rollNo: string }): Mail {
  const login = `${siteUrl()}/login?type=candidate`;
  const subject = `${opts.instituteName} linked your ${COMPANY.name} account`;
  const lead = `${opts.instituteName} has added you (roll number ${opts.rollNo}) to its placement roster and linked your ${COMPANY.name} account to it. Log in as usual to see the campus drives open to you.`;
  const record = "Your course, passing year, marks and backlogs now come from your institute's record; once your placement officer verifies it, only they can change them.";
  const ifNot = `Not your institute? Tell us at ${COMPANY.email}.`;
  const bodyHtml = `<p>Hello ${escapeHtml(opts.name)},</p>
<p>${escapeHtml(lead)}</p>
${button(login, "Log in")}
<p>${escapeHtml(record)}</p>
<p style="color:#6b7280">${escapeHtml(ifNot)}</p>`;
  return {
    to: opts.to,
    subject,
    text: [`Hello ${opts.name},`, "", lead, `Log in: ${login}`, "", record, "", ifNot].join("\n"),
    html: mailLayout({ title: subject, bodyHtml }),
  };
}
