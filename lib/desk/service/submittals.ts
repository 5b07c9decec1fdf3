// Submittals (decisions.md section 17): a recruiter puts a candidate forward to a job, and the candidate
// answers. The rules:
// - Only an approved job of an approved company that is open (404, else 409 JOB_CLOSED).
// - Only a candidate of the desk's pool: discoverable, or a trainee (an enrolment, any status but
//   withdrawn); an account neither erased nor scheduled for deletion. Anyone else is 404, so an id
//   reveals nothing.
// - Not someone who applied to the job (409 ALREADY_APPLIED); one submittal per (job, candidate) ever:
//   the unique key decides, also between two recruiters at once (409 ALREADY_SUBMITTED).
// - The candidate is asked first (notification in the same transaction, mail after commit); nothing
//   reaches the company before they accept. Accepting tells the company's owners and recruiters
//   (notification, and a mail with signed Accept / Reject links); either answer tells the recruiter.
import "server-only";
import { conflict, forbidden, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { CandidateSubmittal, SubmittalJson } from "@/lib/desk/contract/common";
import { candidateAnsweredMail, companySubject, companySubmittalMail, consentRequestMail, consentSubject, submittalMailKey } from "@/lib/desk/mails/submittals";
import type { ConsentInput, CreateSubmittalInput } from "@/lib/desk/schemas/common";
import { REVIEW_LINK_DAYS } from "@/lib/desk/schemas/common";
import { awaitingDecisionPath } from "@/lib/desk/rules/awaiting-decision";
import { isInDeskPool } from "@/lib/desk/service/pool";
import { signReviewToken } from "@/lib/desk/service/review-link";
import {
  candidateSubmittalJson,
  candidateSubmittalSelect,
  candidateSummary,
  candidateSummarySelect,
  deskSubmittalJson,
  deskSubmittalSelect,
  isUniqueViolation,
  jobSalary,
  logMailFailure,
} from "@/lib/desk/service/submittal-rows";
import type { SubmittalParams } from "@/lib/desk/schemas/submittals";
import {
  ALREADY_ANSWERED_MESSAGE,
  ALREADY_APPLIED_MESSAGE,
  ALREADY_SUBMITTED_MESSAGE,
  CANDIDATE_APPLIED_MESSAGE,
  CANDIDATE_NOT_FOUND,
  JOB_NOT_FOUND,
  payText,
  SUBMIT_JOB_CLOSED_MESSAGE,
  SUBMITTAL_NOT_FOUND,
} from "@/lib/desk/rules/submittals";
import { sendOnce } from "@/lib/email/once";
import type { Prisma } from "@/lib/generated/prisma/client";
import { addDays, isJobOpen } from "@/lib/job-search/service/lifecycle";
import { notify } from "@/lib/notifications/service";
import { companyContacts, type CompanyContact } from "@/lib/teams/service/contacts";
import { transition } from "@/lib/transitions/transition";

/** An account that may still be mailed (docs/architecture.md: none to an account scheduled for deletion). */
const mailable = { deletedAt: null, deletionRequestedAt: null } as const;

/** The recruiter puts a candidate of the pool forward to an open job (see the rules above): 201 awaiting_consent. */
export async function createSubmittal(user: SessionUser, { jobId, candidateId, pitch }: CreateSubmittalInput): Promise<SubmittalJson> {
  if (user.role !== "Recruiter") throw forbidden();
  const job = await db.job.findFirst({
    where: { id: jobId, status: "approved", deletedAt: null, employer: { status: "approved" } },
    select: {
      id: true,
      post: true,
      city: true,
      payroll: true,
      salaryMin: true,
      salaryMax: true,
      salaryCurrency: true,
      salaryUnit: true,
      status: true,
      validThrough: true,
      closedAt: true,
      hiddenAt: true,
      employer: { select: { orgName: true } },
    },
  });
  if (!job) throw notFound(JOB_NOT_FOUND);
  if (!isJobOpen(job)) throw conflict(SUBMIT_JOB_CLOSED_MESSAGE, "JOB_CLOSED");

  // The pool's one rule, the same as the desk's search (pool.ts).
  const candidate = (await isInDeskPool(candidateId))
    ? await db.user.findUnique({
        where: { id: candidateId },
        select: { id: true, name: true, email: true, applications: { where: { jobId: job.id }, select: { id: true }, take: 1 } },
      })
    : null;
  if (!candidate) throw notFound(CANDIDATE_NOT_FOUND);
  if (candidate.applications.length > 0) throw conflict(ALREADY_APPLIED_MESSAGE, "ALREADY_APPLIED");
  // The candidate decides seeing the job's title, company, city and pay (decisions.md section 20).
  const pay = payText({ payroll: job.payroll, salary: jobSalary(job) });

  let created;
  try {
    created = await db.$transaction(async (tx) => {
      const row = await tx.submittal.create({ data: { jobId: job.id, candidateId: candidate.id, recruiterId: user.id, pitch }, select: deskSubmittalSelect });
      await notify(tx, {
        userId: candidate.id,
        kind: "submittal",
        title: consentSubject(job.post, job.employer.orgName),
        body: `${job.post} at ${job.employer.orgName}, ${job.city}; pay: ${pay}. ${user.name} of TalentBridge thinks you fit it. Nothing is sent to the company unless you accept.`,
        link: "/candidate/submittals",
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ALREADY_SUBMITTED_MESSAGE, "ALREADY_SUBMITTED");
    throw error;
  }

  try {
    // Asked meanwhile to delete their account: no mail (the notification goes with the account).
    if ((await db.user.count({ where: { id: candidate.id, ...mailable } })) > 0) {
      const mail = consentRequestMail({
        to: candidate.email,
        candidateName: candidate.name,
        jobId: job.id,
        post: job.post,
        orgName: job.employer.orgName,
        city: job.city,
        pay,
        recruiterName: user.name,
        pitch,
      });
      await sendOnce(submittalMailKey(created.id, "consent", candidate.id), mail);
    }
  } catch (error) {
    logMailFailure(`submittal ${created.id} created`, error);
  }
  return deskSubmittalJson(created);
}

/** What answering needs of the submittal: its job, company, candidate and recruiter. */
const answerSelect = {
  status: true,
  pitch: true,
  jobId: true,
  job: {
    select: {
      id: true,
      post: true,
      status: true,
      deletedAt: true,
      validThrough: true,
      closedAt: true,
      hiddenAt: true,
      employerId: true,
      employer: { select: { orgName: true, status: true } },
    },
  },
  candidate: { select: candidateSummarySelect },
  recruiter: { select: { id: true, name: true, email: true, deletionRequestedAt: true, deletedAt: true } },
} as const satisfies Prisma.SubmittalSelect;

type AnswerRow = Prisma.SubmittalGetPayload<{ select: typeof answerSelect }>;

/**
 * The candidate's answer to a request about them (another's, or no such: 404). Accepting sends the
 * submittal to the company (`submitted`), unless the candidate applied to the job themselves meanwhile
 * (409 ALREADY_APPLIED) or the job closed (409 JOB_CLOSED); declining ends it (`declined`). A request
 * already answered is 409 INVALID_TRANSITION; of two answers at once one wins, the other is 409 STALE_STATE.
 */
export async function answerSubmittal(user: SessionUser, { id }: SubmittalParams, { accept }: ConsentInput): Promise<CandidateSubmittal> {
  if (user.role !== "Candidate") throw forbidden();
  const mine = { id, candidateId: user.id };
  const row = await db.submittal.findFirst({ where: mine, select: answerSelect });
  if (!row) throw notFound(SUBMITTAL_NOT_FOUND);
  if (row.status !== "awaiting_consent") throw conflict(ALREADY_ANSWERED_MESSAGE, "INVALID_TRANSITION");
  const { job } = row;
  if (accept) {
    if ((await db.application.count({ where: { candidateId: user.id, jobId: job.id } })) > 0) throw conflict(CANDIDATE_APPLIED_MESSAGE, "ALREADY_APPLIED");
    if (job.deletedAt !== null || job.employer.status !== "approved" || !isJobOpen(job)) throw conflict(SUBMIT_JOB_CLOSED_MESSAGE, "JOB_CLOSED");
  }

  const to = accept ? "submitted" : "declined";
  const now = new Date();
  const candidateName = row.candidate.name;
  let contacts: CompanyContact[] = [];
  const result = await transition(`submittal ${id} awaiting_consent -> ${to}`, {
    update: (tx) => tx.submittal.updateMany({ where: { ...mine, status: "awaiting_consent" }, data: { status: to, answeredAt: now } }),
    exists: async (tx) => (await tx.submittal.count({ where: mine })) > 0,
    notFoundMessage: SUBMITTAL_NOT_FOUND,
    onStale: async () => {
      throw conflict(ALREADY_ANSWERED_MESSAGE, "STALE_STATE");
    },
    record: async (tx) => {
      if (accept) {
        contacts = await companyContacts(tx, job.employerId);
        for (const contact of contacts) {
          await notify(tx, {
            userId: contact.userId,
            kind: "submittal",
            title: companySubject(job.post),
            body: `${candidateName} has agreed to be put forward. Review them under "Submitted by TalentBridge".`,
            // The list of who waits for the company's decision, kept to this job (issue 44).
            link: awaitingDecisionPath(job.id),
          });
        }
      }
      if (row.recruiter && row.recruiter.deletedAt === null) {
        await notify(tx, {
          userId: row.recruiter.id,
          kind: "submittal",
          title: accept ? `${candidateName} agreed to be put forward for ${job.post}` : `${candidateName} declined to be put forward for ${job.post}`,
          body: accept ? `${job.employer.orgName} can now review the candidate.` : `Nothing was sent to ${job.employer.orgName}.`,
          link: `/desk/submittals?status=${to}`,
        });
      }
    },
    load: async () => candidateSubmittalJson(await db.submittal.findUniqueOrThrow({ where: { id }, select: candidateSubmittalSelect })),
  });

  await mailAnswer({ id, accept, now, row, contacts });
  return result;
}

type AnswerFacts = { id: string; accept: boolean; now: Date; row: AnswerRow; contacts: CompanyContact[] };

/** After commit: the company's mails (with the signed review links) on accept, and the recruiter's. */
async function mailAnswer({ id, accept, now, row, contacts }: AnswerFacts): Promise<void> {
  const { job } = row;
  const recruiterName = row.recruiter?.name ?? "TalentBridge";
  if (accept) {
    const token = signReviewToken({ submittalId: id, employerId: job.employerId, expiresAt: addDays(now, REVIEW_LINK_DAYS) });
    const candidate = candidateSummary(row.candidate);
    for (const contact of contacts) {
      const mail = companySubmittalMail({ to: contact.email, jobId: job.id, post: job.post, recruiterName, pitch: row.pitch, candidate, token, days: REVIEW_LINK_DAYS });
      await sendOnce(submittalMailKey(id, "submitted", contact.userId), mail).catch((error: unknown) => logMailFailure(`submittal ${id} to the company`, error));
    }
  }
  const recruiter = row.recruiter;
  if (recruiter && recruiter.deletedAt === null && recruiter.deletionRequestedAt === null) {
    const mail = candidateAnsweredMail({ to: recruiter.email, recruiterName: recruiter.name, candidateName: row.candidate.name, post: job.post, orgName: job.employer.orgName, accepted: accept });
    await sendOnce(submittalMailKey(id, "answered", recruiter.id), mail).catch((error: unknown) => logMailFailure(`submittal ${id} answer to the recruiter`, error));
  }
}
