// The candidate withdraws their own open application (decisions.md section 9): CANDIDATE_MOVES, then
// a conditional update on the stage just read through transition() (an employer moving it at the same
// moment makes one of the two 409). The company's owners and recruiters each get a notification in the
// same transaction and a mail after commit, unless the employer deleted the job (nothing left to act on).
// Someone else's application is 404; withdrawing from a removed job is allowed (it is the candidate's record).
import { conflict, notFound } from "@/lib/api/errors";
import type { ApplicationDetail } from "@/lib/pipeline/contract";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { Mail } from "@/lib/email";
import { withdrawalMail } from "@/lib/pipeline/mails/employer";
import { CANDIDATE_MOVES, CANDIDATE_STAGE_LABELS } from "@/lib/pipeline/rules";
import { notify } from "@/lib/notifications/service";
import { APPLICATION_NOT_FOUND, loadApplicationDetail } from "@/lib/pipeline/service/detail";
import { callOffInterview, calledOffMails, type ScheduledInterview } from "@/lib/pipeline/service/interview-calendar";
import { companyContacts, type CompanyContact } from "@/lib/teams/service/contacts";
import { canTransition, transition } from "@/lib/transitions/transition";
import type { WithdrawApplicationInput } from "@/lib/pipeline/schemas";

export async function withdrawApplication(user: SessionUser, { id, reason }: WithdrawApplicationInput): Promise<ApplicationDetail> {
  const own = { id, candidateId: user.id };
  const current = await db.application.findFirst({
    where: own,
    select: {
      status: true,
      job: { select: { id: true, post: true, deletedAt: true, employerId: true, employer: { select: { orgName: true } } } },
    },
  });
  if (!current) throw notFound(APPLICATION_NOT_FOUND);
  const from = current.status;
  if (!canTransition(CANDIDATE_MOVES, from, "withdrawn")) {
    throw conflict(`This application can no longer be withdrawn: its status is ${CANDIDATE_STAGE_LABELS[from]}.`, "INVALID_TRANSITION");
  }

  const { job } = current;
  const tellEmployer = job.deletedAt === null;
  const now = new Date();
  // An interview still ahead is called off: its CANCEL goes to the candidate and the interviewers (decisions.md section 16).
  let calledOff: ScheduledInterview | null = null;
  // The company's owners and recruiters at the time of the change, each told on their own.
  let contacts: CompanyContact[] = [];
  return transition(`application ${id} withdrawn`, {
    update: (tx) => tx.application.updateMany({ where: { ...own, status: from }, data: { status: "withdrawn", statusChangedAt: now } }),
    exists: async (tx) => (await tx.application.count({ where: own })) > 0,
    notFoundMessage: APPLICATION_NOT_FOUND,
    record: async (tx) => {
      if (from === "interview") calledOff = await callOffInterview(tx, id, now);
      await tx.applicationEvent.create({
        data: { applicationId: id, from, to: "withdrawn", actorRole: "Candidate", actorId: user.id, message: reason ?? null, createdAt: now },
      });
      if (tellEmployer) {
        contacts = await companyContacts(tx, job.employerId);
        for (const contact of contacts) {
          await notify(tx, {
            userId: contact.userId,
            kind: "application_withdrawn",
            title: `${user.name} withdrew from ${job.post}`,
            body: reason ?? `${user.name} has withdrawn their application for ${job.post}.`,
            link: `/employer/applicant/${job.id}`,
          });
        }
      }
    },
    load: async () => {
      const detail = await loadApplicationDetail(own, "candidate");
      if (!detail) throw notFound(APPLICATION_NOT_FOUND);
      return detail;
    },
    mails: (): Mail[] => [
      ...calledOffMails({ applicationId: id, post: job.post, orgName: job.employer.orgName, jobId: job.id, candidate: { name: user.name, email: user.email } }, calledOff),
      ...contacts.map((contact) =>
        withdrawalMail({ to: contact.email, orgName: job.employer.orgName, candidateName: user.name, jobId: job.id, post: job.post, reason }),
      ),
    ],
  });
}
