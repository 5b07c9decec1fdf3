import type { Mail } from "@/lib/email";
import { escapeHtml, mailLayout } from "@/lib/email/layout";
import { COMPANY } from "@/lib/site/company";
import type { ContactData } from "@/lib/contact/schemas";

/** The contact form's message, to the company inbox; the visitor's text is escaped in the HTML. */
export function contactMail(to: string, d: ContactData): Mail {
  const text = [
    `New message from the ${COMPANY.name} contact form`,
    "",
    `Name: ${d.name}`,
    `Mobile: ${d.mobile}`,
    `Email: ${d.email}`,
    `Subject: ${d.subject}`,
  ].join("\n");
  const rows = [
    ["Name", d.name],
    ["Mobile", d.mobile],
    ["Email", d.email],
    ["Subject", d.subject],
  ]
    .map(([k, v]) => `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${k}</th><td style="white-space:pre-wrap">${escapeHtml(v)}</td></tr>`)
    .join("");
  return {
    to,
    // Line breaks in a name must not reach the subject header.
    subject: `Website enquiry from ${d.name.replace(/\s+/g, " ")}`,
    text,
    html: mailLayout({ title: "New contact form message", bodyHtml: `<table role="presentation">${rows}</table>` }),
  };
}
