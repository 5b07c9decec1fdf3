// The employer's mail when a candidate withdraws an application (decisions.md section 9).
import type { Mail } from "@/lib/email";
import { escapeHtml, mailLayout } from "@/lib/email/layout";
import { siteUrl } from "@/lib/site/url";

export function withdrawalMail(opts: { to: string; orgName: string; candidateName: string; jobId: string; post: string; reason?: string }): Mail {
  const subject = `Application withdrawn: ${opts.post}`;
  const link = `${siteUrl()}/employer/applicant/${encodeURIComponent(opts.jobId)}`;
  const lead = `${opts.candidateName} has withdrawn their application for ${opts.post} (${opts.orgName}).`;
  const text = [lead];
  let html = `<p>${escapeHtml(lead)}</p>`;
  if (opts.reason) {
    text.push("", "Their reason:", opts.reason);
    html += `<p><strong>Their reason:</strong></p><p style="white-space:pre-wrap;background:#f4f6fb;padding:12px;border-radius:6px">${escapeHtml(opts.reason)}</p>`;
  }
  text.push("", `See the applicants: ${link}`);
  html += `<p><a href="${escapeHtml(link)}" style="color:#1d4ed8">See the applicants</a></p>`;
  return { to: opts.to, subject, text: text.join("\n"), html: mailLayout({ title: subject, bodyHtml: html }) };
}
