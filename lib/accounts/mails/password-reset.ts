import type { Mail } from "@/lib/email";
import { escapeHtml, mailLayout } from "@/lib/email/layout";
import { COMPANY } from "@/lib/site/company";
import { siteUrl } from "@/lib/site/url";

/** The link mailed by auth/forgot-password (decisions.md section 12: this subject, this path). */
export function passwordResetMail(opts: { to: string; token: string; minutes: number }): Mail {
  const link = `${siteUrl()}/reset-password?token=${encodeURIComponent(opts.token)}`;
  const lead = `We received a request to reset the password of your ${COMPANY.name} account.`;
  const validity = `The link works once and is valid for ${opts.minutes} minutes.`;
  const ifNot = "If you did not ask for this, you can ignore this e-mail: your password stays unchanged.";
  const bodyHtml = `<p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:bold;border-radius:8px;padding:12px 20px">Reset your password</a></p>
<p>Or paste this address into your browser:<br><span style="word-break:break-all">${escapeHtml(link)}</span></p>
<p>${escapeHtml(validity)}</p>
<p style="color:#6b7280">${escapeHtml(ifNot)}</p>`;
  return {
    to: opts.to,
    subject: "Reset your password",
    text: [lead, "", `Reset your password: ${link}`, "", validity, ifNot].join("\n"),
    html: mailLayout({ title: "Reset your password", bodyHtml }),
  };
}

/** Tells the owner their password changed (by a reset link or in account settings), in case it was not them. */
export function passwordChangedMail(opts: { to: string; how: "reset" | "changed" }): Mail {
  const lead =
    opts.how === "reset"
      ? `The password of your ${COMPANY.name} account was just reset with a link sent to this address, and every device was logged out.`
      : `The password of your ${COMPANY.name} account was just changed in your account settings, and your other devices were logged out.`;
  const forgot = `${siteUrl()}/forgot-password`;
  const ifNot = `If this was not you, reset your password now at ${forgot} and contact us.`;
  const bodyHtml = `<p>${escapeHtml(lead)}</p>
<p style="color:#6b7280">If this was not you, <a href="${escapeHtml(forgot)}">reset your password now</a> and contact us.</p>`;
  return {
    to: opts.to,
    subject: `Your ${COMPANY.name} password was changed`,
    text: [lead, "", ifNot].join("\n"),
    html: mailLayout({ title: "Your password was changed", bodyHtml }),
  };
}
