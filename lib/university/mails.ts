// Mail telling a university how its placement-drive or training request was answered.
import type { Mail } from "@/lib/email";
import type { RequestStatus } from "@/lib/generated/prisma/enums";
import { escapeHtml, mailLayout } from "@/lib/email/layout";
import { siteUrl } from "@/lib/site/url";

export function requestDecisionMail(opts: {
  to: string;
  instituteName: string;
  kindLabel: string;
  /** null: a placement drive request that named no programme. */
  programme: string | null;
  startDate: string;
  endDate: string;
  status: Exclude<RequestStatus, "pending">;
  response?: string | null;
}): Mail {
  const accepted = opts.status === "accepted";
  const what = `${opts.kindLabel} (${opts.programme ? `${opts.programme}, ` : ""}${opts.startDate} to ${opts.endDate})`;
  const subject = accepted ? `Your request has been accepted: ${opts.kindLabel}` : `Your request has been declined: ${opts.kindLabel}`;
  const lead = accepted
    ? `Your request for a ${what} for ${opts.instituteName} has been accepted. Our team will contact you to plan the details.`
    : `Your request for a ${what} for ${opts.instituteName} has been declined.`;
  const link = `${siteUrl()}/university/explore`;
  const responseText = opts.response ? ["", `Our response: ${opts.response}`] : [];
  const responseHtml = opts.response
    ? `<p><strong>Our response:</strong></p><p style="white-space:pre-wrap;background:#f4f6fb;padding:12px;border-radius:6px">${escapeHtml(opts.response)}</p>`
    : "";
  return {
    to: opts.to,
    subject,
    text: [lead, ...responseText, "", `Your requests: ${link}`].join("\n"),
    html: mailLayout({
      title: subject,
      bodyHtml: `<p>${escapeHtml(lead)}</p>${responseHtml}<p><a href="${escapeHtml(link)}" style="color:#1d4ed8">View your requests</a></p>`,
    }),
  };
}
