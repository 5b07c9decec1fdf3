// The mail that hands a new account its set-password link (a staff account, a student from a roster
// import): the same steps for every kind of account, only the words around them differ. The token is
// the password-reset machinery's, so the link opens /reset-password.
import "server-only";
import type { Mail } from "@/lib/email";
import { escapeHtml, mailLayout } from "@/lib/email/layout";
import { formatDateTime } from "@/lib/format/date";
import { siteUrl } from "@/lib/site/url";

export type SetPasswordMailInput = {
  to: string;
  name: string;
  subject: string;
  /** Why the account exists, in the sender's words. */
  lead: string;
  /** The account type to log in as, e.g. "Candidate", "Trainer". */
  accountType: string;
  /** The words before and after the account type in "2. Then log in …", e.g. [" as a ", " with this e-mail address"]. */
  loginAs: readonly [string, string];
  /** The last line, e.g. whom to tell when the mail was not expected. */
  ifNot: string;
  token: string;
  expiresAt: Date;
  days: number;
};

export function setPasswordMail(opts: SetPasswordMailInput): Mail {
  const link = `${siteUrl()}/reset-password?token=${encodeURIComponent(opts.token)}`;
  const login = `${siteUrl()}/login?type=${opts.accountType.toLowerCase()}`;
  const [before, after] = opts.loginAs;
  const step1 = "1. Choose your password with this link (it works once):";
  const validity = `The link is valid for ${opts.days} days, until ${formatDateTime(opts.expiresAt.toISOString())}.`;
  const step2 = `2. Then log in at ${login}${before}${opts.accountType}${after} (${opts.to}).`;
  const expired = `If the link has expired, choose "Forgot password?" on the login page, with the account type ${opts.accountType}, to get a new one.`;
  const bodyHtml = `<p>Hello ${escapeHtml(opts.name)},</p>
<p>${escapeHtml(opts.lead)}</p>
<p>${escapeHtml(step1)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:bold;border-radius:8px;padding:12px 20px">Choose your password</a></p>
<p>Or paste this address into your browser:<br><span style="word-break:break-all">${escapeHtml(link)}</span></p>
<p>${escapeHtml(validity)}</p>
<p>2. Then <a href="${escapeHtml(login)}">log in</a>${escapeHtml(before)}<strong>${escapeHtml(opts.accountType)}</strong>${escapeHtml(after)} (${escapeHtml(opts.to)}).</p>
<p style="color:#6b7280">${escapeHtml(expired)}</p>
<p style="color:#6b7280">${escapeHtml(opts.ifNot)}</p>`;
  return {
    to: opts.to,
    subject: opts.subject,
    text: [`Hello ${opts.name},`, "", opts.lead, "", step1, `Choose your password: ${link}`, validity, "", step2, "", expired, opts.ifNot].join("\n"),
    html: mailLayout({ title: "Choose your password", bodyHtml }),
  };
}
