// The company's side of submittals (decisions.md section 17): it sees, beside a job's applicants, the
// submittals the candidate agreed to (never one awaiting consent or declined), with a profile without
// e-mail, phone, address or documents, and decides: accepting creates the application (`source:
// agency`, at `screening`, its first event by the company) in the same transaction as the decision;
// rejecting needs section 9's reason. The same decision is made from the mail's signed link
// (review-link.ts), through decideSubmittal.
import "server-only";
import { badRequest, conflict, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { CompanySubmittal } from "@/lib/desk/contract/common";
import { candidateReviewedMail, companyReviewedMail, consideredSubject, notTakenSubject, submittalMailKey } from "@/lib/desk/mails/submittals";
import type { CompanySubmittalsQuery, ReviewSubmittalInput } from "@/lib/desk/schemas/common";
import { COMPANY_VISIBLE, companySubmittalJson, companySubmittalSelect, isUniqueViolation, logMailFailure } from "@/lib/desk/service/submittal-rows";
import type { SubmittalParams } from "@/lib/desk/schemas/submittals";
import { ALREADY_APPLIED_MESSAGE, ALREADY_REVIEWED_MESSAGE, JOB_NOT_FOUND, rejectReasonLabel, SUBMITTAL_NOT_FOUND } from "@/lib/desk/rules/submittals";
import { REASON_REQUIRED } from "@/lib/desk/schemas/common";
import { sendOnce } from "@/lib/email/once";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { TeamRole } from "@/lib/generated/prisma/enums";
import { approvedEmployer } from "@/lib/job-posting/service/approved-employer";
import { notify } from "@/lib/notifications/service";

/** At most this many submittals a job's tab lists (a job gets a handful: the desk submits by hand). */
export const COMPANY_SUBMITTALS_SHOWN = 100;

/** The submittals of one of the company's jobs the candidate agreed to, latest first; another company's job: 404. */
export async function listCompanySubmittals(user: SessionUser, { jobId }: CompanySubmittalsQuery): Promise<{ submittals: CompanySubmittal[] }> {
  const employer = await approvedEmployer(user);
  const job = await db.job.findFirst({ where: { id: jobId, employerId: employer.id, deletedAt: null }, select: { id: true } });
  if (!job) throw notFound(JOB_NOT_FOUND);
  const rows = await db.submittal.findMany({
    where: { jobId: job.id, status: { in: [...COMPANY_VISIBLE] } },
    orderBy: [{ answeredAt: "desc" }, { id: "desc" }],
    take: COMPANY_SUBMITTALS_SHOWN,
    select: companySubmittalSelect,
  });
  return { submittals: rows.map(companySubmittalJson) };
}

/** What deciding needs of a submittal the company may see. */
export const reviewableSelect = {
  id: true,
  status: true,
  jobId: true,
  candidateId: true,
  job: { select: { post: true, employerId: true, employer: { select: { orgName: true } } } },
  candidate: { select: { name: true, email: true, deletedAt: true, deletionRequestedAt: true } },
  recruiter: { select: { id: true, name: true, email: true, deletedAt: true, deletionRequestedAt: true } },
} as const satisfies Prisma.SubmittalSelect;

export type Reviewable = Prisma.SubmittalGetPayload<{ select: typeof reviewableSelect }>;

/** Who decides: a member of the company (by the page, or logged in while using the link), or nobody known (the link alone). */
export type ReviewActor = { userId: string; teamRole: TeamRole } | null;

/** The company's owner or recruiter decides in the applicants page; another company's (or an unseen) submittal: 404. */
export async function reviewSubmittal(user: SessionUser, { id }: SubmittalParams, input: ReviewSubmittalInput): Promise<CompanySubmittal> {
  const employer = await approvedEmployer(user);
  const submittal = await db.submittal.findFirst({
    where: { id, status: { in: [...COMPANY_VISIBLE] }, job: { employerId: employer.id, deletedAt: null } },
    select: reviewableSelect,
  });
  if (!submittal) throw notFound(SUBMITTAL_NOT_FOUND);
  return decideSubmittal(submittal, input, { userId: user.id, teamRole: employer.role });
}

/**
 * The decision itself, by the page or the link: a conditional update from `submitted` (a second
 * decision, or one racing another: 409 STALE_STATE); accepting creates the application in the same
 * transaction, and the candidate's own application meanwhile (the unique candidate and job) is 409
 * ALREADY_APPLIED with nothing changed. Notifications go with the change, mails after it.
 */
export async function decideSubmittal(submittal: Reviewable, { decision, reason }: ReviewSubmittalInput, actor: ReviewActor): Promise<CompanySubmittal> {
  const accept = decision === "accept";
  if (!accept && !reason) throw badRequest(REASON_REQUIRED, { reason: REASON_REQUIRED });
  if (submittal.status !== "submitted") throw conflict(ALREADY_REVIEWED_MESSAGE, "STALE_STATE");
  const { jobId, candidateId } = submittal;
  if (accept && (await db.application.count({ where: { jobId, candidateId } })) > 0) throw conflict(ALREADY_APPLIED_MESSAGE, "ALREADY_APPLIED");

  const now = new Date();
  const { post } = submittal.job;
  const { orgName } = submittal.job.employer;
  const candidateName = submittal.candidate.name;
  let applicationId: string | null = null;
  try {
    applicationId = await db.$transaction(async (tx) => {
      const { count } = await tx.submittal.updateMany({
        where: { id: submittal.id, status: "submitted" },
        data: { status: accept ? "accepted" : "rejected", reviewedAt: now, reviewedById: actor?.userId ?? null, rejectReason: accept ? null : reason },
      });
      if (count === 0) throw conflict(ALREADY_REVIEWED_MESSAGE, "STALE_STATE");
      let created: string | null = null;
      if (accept) {
        // The agency's application starts at screening: the company chose to consider the candidate.
        const application = await tx.application.create({
          data: { jobId, candidateId, status: "screening", source: "agency", createdAt: now, statusChangedAt: now },
          select: { id: true },
        });
        created = application.id;
        await tx.applicationEvent.create({
          data: { applicationId: created, from: null, to: "screening", actorRole: "Employer", actorId: actor?.userId ?? null, actorTeamRole: actor?.teamRole ?? null, createdAt: now },
        });
        await tx.submittal.update({ where: { id: submittal.id }, data: { applicationId: created } });
      }
      if (submittal.candidate.deletedAt === null) {
        await notify(tx, {
          userId: candidateId,
          kind: "submittal",
          title: accept ? consideredSubject(orgName, post) : notTakenSubject(orgName, post),
          body: accept
            ? "Your application is now under review. Follow it like any other."
            : "Thank you for letting us put you forward. The company will not take your profile further this time; we keep looking for you.",
          link: created ? `/candidate/applications/${created}` : "/candidate/submittals",
        });
      }
      if (submittal.recruiter && submittal.recruiter.deletedAt === null) {
        await notify(tx, {
          userId: submittal.recruiter.id,
          kind: "submittal",
          title: accept ? `${orgName} accepted ${candidateName} for ${post}` : `${orgName} rejected ${candidateName} for ${post}`,
          body: accept ? "The candidate is now an applicant at Screening." : `Reason: ${reason ? rejectReasonLabel(reason) : "not given"}.`,
          link: `/desk/submittals?status=${accept ? "accepted" : "rejected"}`,
        });
      }
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ALREADY_APPLIED_MESSAGE, "ALREADY_APPLIED");
    throw error;
  }

  await mailDecision(submittal, accept, reason ?? null, applicationId);
  return companySubmittalJson(await db.submittal.findUniqueOrThrow({ where: { id: submittal.id }, select: companySubmittalSelect }));
}

/** After commit: the candidate's and the recruiter's mails (none to an account scheduled for deletion). */
async function mailDecision(submittal: Reviewable, accepted: boolean, reason: string | null, applicationId: string | null): Promise<void> {
  const { post } = submittal.job;
  const { orgName } = submittal.job.employer;
  const { candidate, recruiter } = submittal;
  const step = accepted ? "accepted" : "rejected";
  if (candidate.deletedAt === null && candidate.deletionRequestedAt === null) {
    const mail = candidateReviewedMail({ to: candidate.email, candidateName: candidate.name, post, orgName, accepted, reason, applicationId });
    await sendOnce(submittalMailKey(submittal.id, step, submittal.candidateId), mail).catch((error: unknown) => logMailFailure(`submittal ${submittal.id} ${step}`, error));
  }
  if (recruiter && recruiter.deletedAt === null && recruiter.deletionRequestedAt === null) {
    const mail = companyReviewedMail({ to: recruiter.email, recruiterName: recruiter.name, candidateName: candidate.name, post, orgName, accepted, reason });
    await sendOnce(submittalMailKey(submittal.id, step, recruiter.id), mail).catch((error: unknown) => logMailFailure(`submittal ${submittal.id} ${step}`, error));
  }
}
