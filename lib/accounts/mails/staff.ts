// The mail of a new staff account (decisions.md section 15): who the person now is at the company, a
// link to choose their password (valid 7 days) and how to log in afterwards. Built here, sent by the
// staff service once the account is committed (sendOnce, keyed by the account).
import "server-only";
import type { Mail } from "@/lib/email";
import { escapeHtml, mailLayout } from "@/lib/email/layout";
import { formatDateTime } from "@/lib/format/date";
import { COMPANY } from "@/lib/site/company";
import { siteUrl } from "@/lib/site/url";
import type { StaffRole } from "@/lib/accounts/rules";

/** The sendOnce key of the welcome mail: one per account, however often it is tried. */
export const staffWelcomeMailKey = (userId: string) => `staff-welcome:${userId}`;

/** What each role does here, in the mail's words. */
const ROLE_WORK: Record<StaffRole, string> = {
  Trainer: "you run the training batches assigned to you: you take attendance at each session and record the results.",
  Recruiter: "you work the staffing desk: you find candidates for our clients' jobs and put them forward.",
};

export function staffWelcomeMail(opts: { to: string; name: string; role: StaffRole; token: string; expiresAt: Date; days: number }): Mail {
  const link = `${siteUrl()}/reset-password?token=${encodeURIComponent(opts.token)}`;
  const login = `${siteUrl()}/login?type=${opts.role.toLowerCase()}`;
  const subject = `Your ${COMPANY.name} ${opts.role.toLowerCase()} account: choose your password`;
  const lead = `${COMPANY.name} has created a ${opts.role} account for you. As a ${opts.role.toLowerCase()}, ${ROLE_WORK[opts.role]}`;
  const step1 = "1. Choose your password with this link (it works once):";
  const validity = `The link is valid for ${opts.days} days, until ${formatDateTime(opts.expiresAt.toISOString())}.`;
  const step2 = `2. Then log in at ${login} with the account type ${opts.role} and this e-mail address (${opts.to}).`;
  const expired = `If the link has expired, choose "Forgot password?" on the login page, with the account type ${opts.role}, to get a new one.`;
  const ifNot = `Not expecting this? You can ignore this e-mail, or tell us at ${COMPANY.email}.`;
  const bodyHtml = `<p>Hello ${escapeHtml(opts.name)},</p>
<p>${escapeHtml(lead)}</p>
<p>${escapeHtml(step1)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:bold;border-radius:8px;padding:12px 20px">Choose your password</a></p>
<p>Or paste this address into your browser:<br><span style="word-break:break-all">${escapeHtml(link)}</span></p>
<p>${escapeHtml(validity)}</p>
<p>2. Then <a href="${escapeHtml(login)}">log in</a> with the account type <strong>${escapeHtml(opts.role)}</strong> and this e-mail address (${escapeHtml(opts.to)}).</p>
<p style="color:#6b7280">${escapeHtml(expired)}</p>
<p style="color:#6b7280">${escapeHtml(ifNot)}</p>`;
  return {
    to: opts.to,
    subject,
    text: [`Hello ${opts.name},`, "", lead, "", step1, `Choose your password: ${link}`, validity, "", step2, "", expired, ifNot].join("\n"),
    html: mailLayout({ title: "Choose your password", bodyHtml }),
  };
}
