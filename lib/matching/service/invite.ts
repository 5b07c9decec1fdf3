// "Invite to apply" (decisions.md section 14). The rules:
// - Only the job's owner (an approved company; another employer's or a deleted job: 404), only for an
//   open job (409 JOB_CLOSED).
// - Only a candidate the employer could find: discoverable, account neither erased nor scheduled for
//   deletion. Anyone else (an unknown id, a hidden profile) is the same 404, so an id reveals nothing.
// - Not someone who already applied (409 ALREADY_APPLIED: they are on the Applicants tab).
// - Once per (job, candidate): the unique key decides, also between concurrent invites (409 ALREADY_INVITED).
// - The invitation and the candidate's notification are one transaction; the mail goes after the
//   commit, once per invitation (sendOnce), and a mail failure is logged without undoing the invitation.
import "server-only";
import { conflict, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { sendOnce } from "@/lib/email/once";
import { isJobOpen } from "@/lib/job-search/service/lifecycle";
import type { InvitationJson } from "@/lib/matching/contract/candidates";
import { invitationMail, invitationMailKey, INVITATION_SUBJECT_PREFIX } from "@/lib/matching/mails";
import type { InviteBody, JobParams } from "@/lib/matching/schemas/candidates";
import { ownJob } from "@/lib/matching/service/candidates";
import { notify } from "@/lib/notifications/service";

export const CANDIDATE_NOT_FOUND_MESSAGE = "Candidate not found";
export const INVITE_JOB_CLOSED_MESSAGE = "This job is closed: reopen it to invite candidates";
export const ALREADY_INVITED_MESSAGE = "You have already invited this candidate to apply for this job";
export const ALREADY_APPLIED_MESSAGE = "This candidate has already applied for this job";

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}

/** Invites a discoverable candidate to apply for one of the employer's open jobs (see the rules above). */
export async function inviteToApply(user: SessionUser, { id }: JobParams, { candidateId, message }: InviteBody): Promise<InvitationJson> {
  const job = await ownJob(user, id);
  if (!isJobOpen(job)) throw conflict(INVITE_JOB_CLOSED_MESSAGE, "JOB_CLOSED");

  const candidate = await db.user.findFirst({
    where: { id: candidateId, role: "Candidate", deletedAt: null, deletionRequestedAt: null, candidate: { is: { discoverable: true } } },
    select: { id: true, name: true, email: true, applications: { where: { jobId: job.id }, select: { id: true }, take: 1 } },
  });
  if (!candidate) throw notFound(CANDIDATE_NOT_FOUND_MESSAGE);
  if (candidate.applications.length > 0) throw conflict(ALREADY_APPLIED_MESSAGE, "ALREADY_APPLIED");

  let invitation;
  try {
    invitation = await db.$transaction(async (tx) => {
      const created = await tx.jobInvitation.create({
        data: { jobId: job.id, candidateId: candidate.id, invitedById: user.id, message: message ?? null },
        select: { id: true, jobId: true, candidateId: true, createdAt: true },
      });
      await notify(tx, {
        userId: candidate.id,
        kind: "invitation",
        title: `${INVITATION_SUBJECT_PREFIX}: ${job.post}`,
        body: `${job.employer.orgName} invites you to apply for ${job.post}.`,
        link: `/jobs/${job.id}`,
      });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ALREADY_INVITED_MESSAGE, "ALREADY_INVITED");
    throw error;
  }

  await mailInvitation(invitation.id, { ...candidate, jobId: job.id, post: job.post, orgName: job.employer.orgName, message });

  return { ...invitation, createdAt: invitation.createdAt.toISOString() };
}

type InvitationMailFacts = { id: string; name: string; email: string; jobId: string; post: string; orgName: string; message?: string };

/** After the commit: the candidate's mail, unless they asked meanwhile to delete their account. */
async function mailInvitation(invitationId: string, facts: InvitationMailFacts): Promise<void> {
  try {
    const staying = await db.user.count({ where: { id: facts.id, deletionRequestedAt: null, deletedAt: null } });
    if (staying === 0) return;
    const mail = invitationMail({ to: facts.email, candidateName: facts.name, jobId: facts.jobId, post: facts.post, orgName: facts.orgName, message: facts.message });
    await sendOnce(invitationMailKey(invitationId), mail);
  } catch (error) {
    console.error(`[matching] could not e-mail the invitation ${invitationId}:`, error instanceof Error ? error.message : error);
  }
}
