// Mails telling an employer about an admin's decision on its account or on one of its jobs, and a
// university about the decision on its institute.
import type { Mail } from "@/lib/email";
import type { ModerationStatus } from "@/lib/generated/prisma/enums";
import { escapeHtml, mailLayout } from "@/lib/email/layout";
import { siteUrl } from "@/lib/site/url";

type Decision = Exclude<ModerationStatus, "pending">;

function reasonBlock(reason: string | null | undefined): { text: string[]; html: string } {
  if (!reason) return { text: [], html: "" };
  return {
    text: ["", `Reason: ${reason}`],
    html: `<p><strong>Reason:</strong></p><p style="white-space:pre-wrap;background:#f4f6fb;padding:12px;border-radius:6px">${escapeHtml(reason)}</p>`,
  };
}

/** A decision's mail: the lead, the reason when there is one, and where to go next. */
function decisionMail(opts: { to: string; subject: string; lead: string; reason?: string | null; link: string; linkText: string }): Mail {
  const reason = reasonBlock(opts.reason);
  return {
    to: opts.to,
    subject: opts.subject,
    text: [opts.lead, ...reason.text, "", `${opts.linkText}: ${opts.link}`].join("\n"),
    html: mailLayout({
      title: opts.subject,
      bodyHtml: `<p>${escapeHtml(opts.lead)}</p>${reason.html}<p><a href="${escapeHtml(opts.link)}" style="color:#1d4ed8">${escapeHtml(opts.linkText)}</a></p>`,
    }),
  };
}

export function employerDecisionMail(opts: { to: string; orgName: string; status: Decision; reason?: string | null }): Mail {
  const approved = opts.status === "approved";
  return decisionMail({
    to: opts.to,
    subject: approved ? "Your employer account has been approved" : "Your employer account has been rejected",
    lead: approved
      ? `Good news: the employer account of ${opts.orgName} has been approved. You can now post jobs.`
      : `We are sorry: the employer account of ${opts.orgName} has been rejected, and its jobs are no longer listed.`,
    reason: opts.reason,
    link: approved ? `${siteUrl()}/employer/postjobs` : `${siteUrl()}/contact-us`,
    linkText: approved ? "Post a job" : "Contact us",
  });
}

export function jobDecisionMail(opts: {
  to: string;
  orgName: string;
  post: string;
  status: Decision;
  reason?: string | null;
  /** Jobs of a company that is not approved stay hidden even when approved themselves. */
  employerApproved: boolean;
}): Mail {
  const approved = opts.status === "approved";
  const subject = approved ? `Your job "${opts.post}" has been approved` : `Your job "${opts.post}" has been rejected`;
  const lead = !approved
    ? `The job "${opts.post}" posted by ${opts.orgName} has been rejected and will not be shown to candidates.`
    : opts.employerApproved
      ? `The job "${opts.post}" posted by ${opts.orgName} has been approved and is now visible to candidates.`
      : `The job "${opts.post}" posted by ${opts.orgName} has been approved. Candidates will see it once your company profile is approved.`;
  const link = `${siteUrl()}/employer/applications`;
  const reason = reasonBlock(opts.reason);
  return {
    to: opts.to,
    subject,
    text: [lead, ...reason.text, "", `Your jobs: ${link}`].join("\n"),
    html: mailLayout({
      title: subject,
      bodyHtml: `<p>${escapeHtml(lead)}</p>${reason.html}<p><a href="${escapeHtml(link)}" style="color:#1d4ed8">View your jobs</a></p>`,
    }),
  };
}

/** The review of a university's institute (decisions.md section 20): approved opens students and drives. */
export function universityDecisionMail(opts: { to: string; instituteName: string; status: Decision; reason?: string | null }): Mail {
  const approved = opts.status === "approved";
  return decisionMail({
    to: opts.to,
    subject: approved ? "Your institute has been approved" : "Your institute has not been approved",
    lead: approved
      ? `Good news: ${opts.instituteName} has been approved. You can now import your students and answer campus drives.`
      : `We are sorry: ${opts.instituteName} has not been approved, so it cannot import students or take part in campus drives.`,
    reason: opts.reason,
    link: approved ? `${siteUrl()}/university/students` : `${siteUrl()}/contact-us`,
    linkText: approved ? "Import your students" : "Contact us",
  });
}
