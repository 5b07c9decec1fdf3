// The frame of billing's mails to a bill-to (receipts, reminders): a greeting, the lines and, for a
// company, the link to its invoices page. Text and HTML say the same.
import "server-only";
import type { Mail } from "@/lib/email";
import { escapeHtml, mailLayout } from "@/lib/email/layout";
import { siteUrl } from "@/lib/site/url";

export function billingMail(invoice: { billTo: { name: string; email: string }; employerId: string | null }, subject: string, lines: string[]): Mail {
  // A company's owners and recruiters see its invoices at /employer/invoices (decisions.md section 21).
  const url = invoice.employerId ? `${siteUrl()}/employer/invoices` : null;
  const greeting = `Hello ${invoice.billTo.name},`;
  return {
    to: invoice.billTo.email,
    subject,
    text: [greeting, "", ...lines, ...(url ? ["", `Your invoices: ${url}`] : [])].join("\n"),
    html: mailLayout({
      title: subject,
      bodyHtml: `<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}${url ? `\n<p><a href="${escapeHtml(url)}" style="color:#1d4ed8">Your invoices</a></p>` : ""}`,
    }),
  };
}
