import type { Mail } from "@/lib/email";
import { escapeHtml, mailLayout } from "@/lib/email/layout";
import { COMPANY } from "@/lib/site/company";
import { siteUrl } from "@/lib/site/url";

/**
 * Sent instead of a signup code when the address already has an account of the requested type:
 * the visitor gets the usual 'OTP sent' answer (no account probe), the owner learns of the attempt.
 */
export function signupAttemptMail(opts: { to: string; accountType: string }): Mail {
  const login = `${siteUrl()}/login`;
  const subject = `Someone tried to sign up with your ${COMPANY.name} address`;
  const lead = `Someone just tried to create a new ${opts.accountType} account on ${COMPANY.name} with this e-mail address, which already has one. No new account was created and no code was sent.`;
  const ifYou = `If it was you, you do not need a new account: log in at ${login}.`;
  const ifNot = "If it was not you, you can ignore this e-mail. Your account and password are unchanged.";
  const bodyHtml = `<p>${escapeHtml(lead)}</p>
<p>If it was you, you do not need a new account: <a href="${escapeHtml(login)}">log in</a>.</p>
<p style="color:#6b7280">${escapeHtml(ifNot)}</p>`;
  return {
    to: opts.to,
    subject,
    text: [lead, "", ifYou, "", ifNot].join("\n"),
    html: mailLayout({ title: "Someone tried to sign up with your address", bodyHtml }),
  };
}
