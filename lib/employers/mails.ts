// Mails of an employer's login e-mail change (docs/decisions/0010): the code goes to the new address,
// a notice to the old one once the change is applied.
import type { Mail } from "@/lib/email";
import { escapeHtml, mailLayout } from "@/lib/email/layout";
import { COMPANY } from "@/lib/site/company";
import { siteUrl } from "@/lib/site/url";

/**
 * The code that confirms a new login e-mail. Sent to that address only; it names no account, so a
 * stranger's request tells the address's owner nothing they could use. Keeps the signup mail's line
 * `Your verification code is XXXX`.
 */
export function emailChangeCodeMail(code: string): { subject: string; text: string; html: string } {
  const subject = `Confirm your new ${COMPANY.name} login e-mail`;
  const text = [
    `Someone asked to use this address as the login e-mail of an employer account on ${COMPANY.name}.`,
    "",
    `Your verification code is ${code}`,
    "",
    "Enter it on your company profile page to confirm the change. It is valid for 10 minutes and can be used once.",
    "If you did not ask for this, you can ignore this e-mail: nothing changes without the code.",
  ].join("\n");
  const bodyHtml = `<p>Someone asked to use this address as the login e-mail of an employer account on ${escapeHtml(COMPANY.name)}.</p>
<p>Your verification code is</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:8px;font-family:'Courier New',monospace;background:#eef4ff;color:#172c66;border-radius:8px;padding:12px 20px;display:inline-block;margin:4px 0 16px">${escapeHtml(code)}</p>
<p>Enter it on your company profile page to confirm the change. It is valid for <strong>10 minutes</strong> and can be used once.</p>
<p style="color:#6b7280">If you did not ask for this, you can ignore this e-mail: nothing changes without the code.</p>`;
  return { subject, text, html: mailLayout({ title: "Confirm your new login e-mail", bodyHtml }) };
}

/** To the previous address, after the change: the owner learns of it even if someone else made it. */
export function emailChangedNoticeMail(opts: { to: string; orgName: string; newEmail: string }): Mail {
  const subject = `Your ${COMPANY.name} login e-mail was changed`;
  const lead = `The login e-mail of the employer account of ${opts.orgName} is now ${opts.newEmail}. Use it to log in from now on.`;
  const warn = "If you did not make this change, contact us at once.";
  const link = `${siteUrl()}/contact-us`;
  return {
    to: opts.to,
    subject,
    text: [lead, "", warn, `Contact us: ${link}`].join("\n"),
    html: mailLayout({
      title: subject,
      bodyHtml: `<p>${escapeHtml(lead)}</p><p>${escapeHtml(warn)}</p><p><a href="${escapeHtml(link)}" style="color:#1d4ed8">Contact us</a></p>`,
    }),
  };
}
