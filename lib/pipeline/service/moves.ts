// The job's employer moves an application through the pipeline (decisions.md section 9). Each move
// goes through transition(): the rule first (EMPLOYER_MOVES, else 409 INVALID_TRANSITION), then a
// conditional update naming the stage the employer saw, so of concurrent moves exactly one wins (the
// others 409 STALE_STATE); the event and the candidate's notification are written in the same
// transaction, the candidate's mail goes after commit. Applications of another employer's job, or
// of a deleted job, are 404: a deleted job is gone for its employer everywhere (getOwnJob).
import { conflict, notFound } from "@/lib/api/errors";
import type { ApplicationDetail } from "@/lib/pipeline/contract";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { stageChangeMail } from "@/lib/pipeline/mails/candidate";
import { CANDIDATE_STAGE_LABELS, EMPLOYER_MOVES, EMPLOYER_STAGE_LABELS, type Stage } from "@/lib/pipeline/rules";
import { approvedEmployer, type ApprovedEmployer } from "@/lib/job-posting/service/approved-employer";
import { notify } from "@/lib/notifications/service";
import { APPLICATION_NOT_FOUND, employerOwns, loadApplicationDetail } from "@/lib/pipeline/service/detail";
import { canTransition, transition } from "@/lib/transitions/transition";
import type { MoveApplicationInput } from "@/lib/pipeline/schemas";

/** 409 INVALID_TRANSITION in the employer's words, e.g. "An application in Shortlisted cannot move to Hired." */
export function invalidTransition(from: Stage, to: Stage) {
  return conflict(`An application in ${EMPLOYER_STAGE_LABELS[from]} cannot move to ${EMPLOYER_STAGE_LABELS[to]}.`, "INVALID_TRANSITION");
}

/** What one move needs besides the stages (bulk moves carry no note or interview). */
type Move = Omit<MoveApplicationInput, "id"> & { id: string };

/**
 * Moves one application of the employer's; the core shared by the single and the bulk move.
 * Returns nothing: the caller reads what it needs after commit.
 */
export async function moveOne(user: SessionUser, employer: ApprovedEmployer, move: Move): Promise<void> {
  const { id, status: to } = move;
  const current = await db.application.findFirst({
    where: employerOwns(id, employer.id),
    select: {
      status: true,
      candidateId: true,
      candidate: { select: { name: true, email: true, deletedAt: true } },
      job: { select: { post: true, employer: { select: { orgName: true } } } },
    },
  });
  if (!current) throw notFound(APPLICATION_NOT_FOUND);
  // The stage the employer saw, or the one just read: the conditional update names it either way.
  const from = move.from ?? current.status;
  if (!canTransition(EMPLOYER_MOVES, from, to)) throw invalidTransition(from, to);

  const { post } = current.job;
  const erased = current.candidate.deletedAt !== null;
  const now = new Date();
  await transition(`application ${id} ${from} -> ${to}`, {
    update: (tx) =>
      tx.application.updateMany({
        where: { ...employerOwns(id, employer.id), status: from },
        data: { status: to, statusChangedAt: now },
      }),
    exists: async (tx) => (await tx.application.count({ where: employerOwns(id, employer.id) })) > 0,
    notFoundMessage: APPLICATION_NOT_FOUND,
    record: async (tx) => {
      await tx.applicationEvent.create({
        data: {
          applicationId: id,
          from,
          to,
          actorRole: "Employer",
          actorId: user.id,
          reason: move.reason ?? null,
          message: move.message ?? null,
          note: move.note ?? null,
          interviewAt: move.interview ? new Date(move.interview.at) : null,
          interviewMode: move.interview?.mode ?? null,
          interviewLocation: move.interview?.location ?? null,
          createdAt: now,
        },
      });
      // An erased candidate (docs/decisions/0020) has nobody to tell: no notification, no mail.
      if (erased) return;
      await notify(tx, {
        userId: current.candidateId,
        kind: "application_status",
        title: `${post}: ${CANDIDATE_STAGE_LABELS[to]}`,
        // The employer's message when there is one; never the private note.
        body: move.message ?? `Your application for ${post} at ${current.job.employer.orgName} is now: ${CANDIDATE_STAGE_LABELS[to]}.`,
        link: "/candidate/applications",
      });
    },
    load: async () => null,
    mails: () =>
      erased
        ? []
        : [
            stageChangeMail({
              applicationId: id,
              to: current.candidate.email,
              candidateName: current.candidate.name,
              post,
              orgName: current.job.employer.orgName,
              status: to,
              message: move.message,
              interview: move.interview,
            }),
          ],
  });
}

/** PATCH applications/{id}/status and the "Move to" control: the application after the move (employer's view). */
export async function moveApplication(user: SessionUser, input: MoveApplicationInput): Promise<ApplicationDetail> {
  const employer = await approvedEmployer(user);
  await moveOne(user, employer, input);
  const detail = await loadApplicationDetail(employerOwns(input.id, employer.id), "employer");
  if (!detail) throw notFound(APPLICATION_NOT_FOUND);
  return detail;
}
