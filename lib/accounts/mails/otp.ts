import { escapeHtml, mailLayout } from "@/lib/email/layout";
import { COMPANY } from "@/lib/site/company";

/** The signup code mail. The text line `Your verification code is XXXX` is relied on by tests. */
export function otpMail(code: string): { subject: string; text: string; html: string } {
  const subject = `Your ${COMPANY.name} verification code`;
  const text = [
    `Welcome to ${COMPANY.name}!`,
    "",
    `Your verification code is ${code}`,
    "",
    "Enter it on the signup page to create your account. It is valid for 10 minutes and can be used once.",
    "If you did not ask for this code, you can ignore this e-mail.",
  ].join("\n");
  const bodyHtml = `<p>Welcome to ${escapeHtml(COMPANY.name)}!</p>
<p>Your verification code is</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:8px;font-family:'Courier New',monospace;background:#eef4ff;color:#172c66;border-radius:8px;padding:12px 20px;display:inline-block;margin:4px 0 16px">${escapeHtml(code)}</p>
<p>Enter it on the signup page to create your account. It is valid for <strong>10 minutes</strong> and can be used once.</p>
<p style="color:#6b7280">If you did not ask for this code, you can ignore this e-mail.</p>`;
  return { subject, text, html: mailLayout({ title: "Verify your email", bodyHtml }) };
}
