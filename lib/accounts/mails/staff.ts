// The mail of a new staff account (decisions.md section 15): who the person now is at the company, a
// link to choose their password (valid 7 days) and how to log in afterwards. Built here, sent by the
// staff service once the account is committed (sendOnce, keyed by the account).
import "server-only";
import type { Mail } from "@/lib/email";
import { setPasswordMail } from "@/lib/email/set-password";
import { COMPANY } from "@/lib/site/company";
import type { StaffRole } from "@/lib/accounts/rules/roles";

/** The sendOnce key of the welcome mail: one per account, however often it is tried. */
export const staffWelcomeMailKey = (userId: string) => `staff-welcome:${userId}`;

/** Who the person is in a sentence ("As a trainer, …"). */
const ROLE_IN_SENTENCE: Record<StaffRole, string> = { Trainer: "a trainer", Recruiter: "a recruiter", Finance: "a member of our finance team" };

/** What each role does here, in the mail's words. */
const ROLE_WORK: Record<StaffRole, string> = {
  Trainer: "you run the training batches assigned to you: you take attendance at each session and record the results.",
  Recruiter: "you work the staffing desk: you find candidates for our clients' jobs and put them forward.",
  Finance:
    "you look after billing: our clients' billing details and terms, invoices with GST, and the payments and credit notes against them. Billing is all this account sees.",
};

export function staffWelcomeMail(opts: { to: string; name: string; role: StaffRole; token: string; expiresAt: Date; days: number }): Mail {
  return setPasswordMail({
    ...opts,
    subject: `Your ${COMPANY.name} ${opts.role.toLowerCase()} account: choose your password`,
    lead: `${COMPANY.name} has created a ${opts.role} account for you. As ${ROLE_IN_SENTENCE[opts.role]}, ${ROLE_WORK[opts.role]}`,
    accountType: opts.role,
    loginAs: [" with the account type ", " and this e-mail address"],
    ifNot: `Not expecting this? You can ignore this e-mail, or tell us at ${COMPANY.email}.`,
  });
}
