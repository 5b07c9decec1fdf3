// The mails of a committed application (decisions.md sections 16 and 19): each of the company's owners
// and recruiters hears of the applicant, the candidate gets a receipt. They go after the answer: the
// candidate's 201 never waits for the contacts' query or the mail provider, and an outage cannot undo
// the application. Only a call that inserted the application sends them, so each goes once.
import "server-only";
import { after } from "next/server";
import { db } from "@/lib/db";
import { sendMail, type Mail } from "@/lib/email";
import { applicationReceivedMail, newApplicationMail } from "@/lib/applications/mails";
import { companyContacts, type CompanyContact } from "@/lib/teams/service/contacts";

export type AppliedMails = {
  applicationId: string;
  employerId: string;
  jobId: string;
  post: string;
  orgName: string;
  candidate: { name: string; email: string };
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : error);

/** Sends the application's mails now; a failure is logged (never the mail's text), not thrown. */
export async function mailApplication(input: AppliedMails): Promise<void> {
  const { applicationId, candidate } = input;
  let contacts: CompanyContact[];
  try {
    contacts = await companyContacts(db, input.employerId);
  } catch (error) {
    console.error(`[applications] could not read the company's contacts to e-mail about application ${applicationId}:`, errorText(error));
    contacts = [];
  }
  const mails: [string, Mail][] = [
    ...contacts.map((contact): [string, Mail] => [
      `employer member ${contact.userId}`,
      newApplicationMail({ to: contact.email, jobId: input.jobId, post: input.post, candidateName: candidate.name }),
    ]),
    ["the candidate", applicationReceivedMail({ to: candidate.email, candidateName: candidate.name, post: input.post, orgName: input.orgName })],
  ];
  await Promise.all(
    mails.map(([who, mail]) =>
      sendMail(mail).catch((error: unknown) => {
        console.error(`[applications] could not e-mail ${who} about application ${applicationId}:`, errorText(error));
      }),
    ),
  );
}

/**
 * The application's mails once the answer has gone out (Next's `after`). Outside a request (scripts,
 * unit tests) there is no "after the answer": they go now, before this returns.
 */
export async function mailApplicationAfterResponse(input: AppliedMails): Promise<void> {
  try {
    after(() => mailApplication(input));
  } catch {
    await mailApplication(input);
  }
}
