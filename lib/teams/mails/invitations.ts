// The mail of a team invitation (decisions.md section 16): who invites the person to which company,
// in which role, and the single-use link to join (valid INVITATION_DAYS days). Built here, sent by the
// invitation service once the invitation is committed (sendOnce, keyed by the invitation).
import "server-only";
import type { Mail } from "@/lib/email";
import { escapeHtml, mailLayout } from "@/lib/email/layout";
import { formatDateTime } from "@/lib/format/date";
import { COMPANY } from "@/lib/site/company";
import { siteUrl } from "@/lib/site/url";
import { TEAM_ROLE_DESCRIPTIONS, TEAM_ROLE_IN_SENTENCE } from "@/lib/teams/rules/roles";
import type { TeamRoleName } from "@/lib/teams/schemas/common";

/** The sendOnce key of an invitation's mail: one mail per invitation, however often it is tried. */
export const teamInvitationMailKey = (invitationId: string) => `team-invitation:${invitationId}`;

/** The subject's first words, which clients and tests rely on. */
export const TEAM_INVITATION_SUBJECT_PREFIX = "Join";

type InvitationMailInput = { to: string; orgName: string; inviterName: string; role: TeamRoleName; token: string; expiresAt: Date; days: number };

/**
 * Who invites, naming the company once: the account that signed a company up carries the company's
 * name, and "Acme invites you to join the hiring team of Acme" said it twice.
 */
function inviteLine(inviterName: string, orgName: string, role: TeamRoleName): string {
  const where = `on ${COMPANY.shortName}, as ${TEAM_ROLE_IN_SENTENCE[role]}`;
  const same = inviterName.trim().toLowerCase() === orgName.trim().toLowerCase();
  return same ? `${orgName} invites you to join its hiring team ${where}.` : `${inviterName} invites you to join the hiring team of ${orgName} ${where}.`;
}

/** To the invited address: 'Join <orgName> on TalentBridge', with the link to /team/accept. */
export function teamInvitationMail(opts: InvitationMailInput): Mail {
  const link = `${siteUrl()}/team/accept?token=${encodeURIComponent(opts.token)}`;
  const subject = `${TEAM_INVITATION_SUBJECT_PREFIX} ${opts.orgName} on ${COMPANY.shortName}`;
  const lead = inviteLine(opts.inviterName, opts.orgName, opts.role);
  const work = TEAM_ROLE_DESCRIPTIONS[opts.role];
  const validity = `The link works once and for ${opts.days} days, until ${formatDateTime(opts.expiresAt.toISOString())}.`;
  const after = "Once you have joined, log in as an Employer with this e-mail address.";
  const ifNot = `Not expecting this? You can ignore this e-mail, or tell us at ${COMPANY.email}.`;
  const bodyHtml = `<p>Hello,</p>
<p>${escapeHtml(lead)}</p>
<p>${escapeHtml(work)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:bold;border-radius:8px;padding:12px 20px">Join ${escapeHtml(opts.orgName)}</a></p>
<p>Or paste this address into your browser:<br><span style="word-break:break-all">${escapeHtml(link)}</span></p>
<p>${escapeHtml(validity)} ${escapeHtml(after)}</p>
<p style="color:#6b7280">${escapeHtml(ifNot)}</p>`;
  return {
    to: opts.to,
    subject,
    text: ["Hello,", "", lead, work, "", `Join ${opts.orgName}: ${link}`, "", validity, after, "", ifNot].join("\n"),
    html: mailLayout({ title: subject, bodyHtml }),
  };
}
