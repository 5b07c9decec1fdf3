import type { SelfServiceRole } from "@/lib/privacy/rules";
import type { Mail } from "@/lib/email";
import { escapeHtml, mailLayout } from "@/lib/email/layout";
import { formatDateTime } from "@/lib/format/date";
import { COMPANY } from "@/lib/site/company";
import { siteUrl } from "@/lib/site/url";

// The mails of "Delete my account" (decisions.md section 12). The login page is where a deletion is
// cancelled, so the mail names it; it holds no token: cancelling needs the password.

/** Sent once per request: when the erasure happens and how to stop it. */
const WHAT_IS_ERASED: Record<SelfServiceRole, string> = {
  Candidate:
    'your profile, your uploaded files and your personal details will be erased for good. Employers keep only an anonymous record of your applications ("Deleted candidate").',
  Employer:
    "your login and contact details (e-mail, mobile) will be erased for good. The company's profile and its closed jobs stay, so the candidates who applied keep their history.",
  University: "your institute profile, its requests and your contact details (e-mail, mobile) will be erased for good.",
};

export function deletionRequestedMail(opts: {
  to: string;
  role: SelfServiceRole;
  eraseAfter: Date;
  graceDays: number;
  closedJobs: number;
}): Mail {
  const when = formatDateTime(opts.eraseAfter.toISOString());
  const login = `${siteUrl()}/login`;
  const closed =
    opts.closedJobs > 0 ? ` Your ${opts.closedJobs} open or pending ${opts.closedJobs === 1 ? "job was" : "jobs were"} closed, so nobody applies meanwhile.` : "";
  const lead = `We received a request to delete your ${COMPANY.name} account. You have been logged out everywhere and can no longer sign in.${closed}`;
  const erase = `On or after ${when}, ${WHAT_IS_ERASED[opts.role]}`;
  const cancel = `Changed your mind? Within ${opts.graceDays} days, log in at ${login} with your e-mail and password and choose "Cancel deletion and log in".`;
  const ifNot = "If you did not ask for this, cancel the deletion the same way and change your password.";
  const bodyHtml = `<p>${escapeHtml(lead)}</p>
<p>${escapeHtml(erase)}</p>
<p>Changed your mind? Within ${opts.graceDays} days, <a href="${escapeHtml(login)}">log in</a> with your e-mail and password and choose &ldquo;Cancel deletion and log in&rdquo;.</p>
<p style="color:#6b7280">${escapeHtml(ifNot)}</p>`;
  return {
    to: opts.to,
    subject: "Your account will be deleted",
    text: [lead, "", erase, "", cancel, "", ifNot].join("\n"),
    html: mailLayout({ title: "Your account will be deleted", bodyHtml }),
  };
}

/** Sent when a pending deletion is cancelled (by the password), in case it was not the owner. */
export function deletionCancelledMail(opts: { to: string }): Mail {
  const lead = `The deletion of your ${COMPANY.name} account was cancelled, and the account is active again.`;
  const forgot = `${siteUrl()}/forgot-password`;
  const ifNot = `If this was not you, reset your password now at ${forgot}.`;
  const bodyHtml = `<p>${escapeHtml(lead)}</p>
<p style="color:#6b7280">If this was not you, <a href="${escapeHtml(forgot)}">reset your password now</a>.</p>`;
  return {
    to: opts.to,
    subject: "Your account deletion was cancelled",
    text: [lead, "", ifNot].join("\n"),
    html: mailLayout({ title: "Account deletion cancelled", bodyHtml }),
  };
}
