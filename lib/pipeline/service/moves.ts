// The job's employer moves an application through the pipeline (decisions.md section 9). Each move
// goes through transition(): the rule first (EMPLOYER_MOVES, else 409 INVALID_TRANSITION), then a
// conditional update naming the stage the employer saw, so of concurrent moves exactly one wins (the
// others 409 STALE_STATE); the event and the candidate's notification are written in the same
// transaction, the candidate's mail goes after commit. Applications of another employer's job, or
// of a deleted job, are 404: a deleted job is gone for its employer everywhere (getOwnJob).
//
// The interview's calendar (decisions.md section 16): a move to `interview` with its details gives the
// application a new UID and mails the invitation (REQUEST, SEQUENCE 0) to the candidate and to each
// assigned interviewer; `interview` again with new details is a reschedule (same UID, SEQUENCE + 1);
// leaving `interview` before it takes place mails the cancellation (CANCEL, SEQUENCE + 1).
//
// The staffing desk (decisions.md section 17): hiring an agency application records its placement in
// the same transaction (lib/desk/service/placement-on-hire.ts); the recruiter is mailed after commit.
// Any hire that carries its annual CTC settles the person's pay-after-placement training fees in it too.
import { conflict, notFound } from "@/lib/api/errors";
import { settleTrainingFees } from "@/lib/billing/service/training-fees";
import type { ApplicationDetail } from "@/lib/pipeline/contract";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { Mail } from "@/lib/email";
import { formatDateTime } from "@/lib/format/date";
import { interviewCancel, interviewRequest } from "@/lib/pipeline/mails/calendar";
import { interviewRescheduledMail, stageChangeMail } from "@/lib/pipeline/mails/candidate";
import { CANDIDATE_STAGE_LABELS, EMPLOYER_MOVES, EMPLOYER_STAGE_LABELS, isInterviewReschedule, type Stage } from "@/lib/pipeline/rules";
import { approvedEmployer, type ApprovedEmployer } from "@/lib/job-posting/service/approved-employer";
import { notify } from "@/lib/notifications/service";
import { APPLICATION_NOT_FOUND, employerOwns, loadApplicationDetail } from "@/lib/pipeline/service/detail";
import {
  assignedInterviewers,
  callOffInterview,
  interviewCalendar,
  interviewerMails,
  newInterviewUid,
  rescheduledIdentity,
  type InterviewParties,
  type ScheduledInterview,
} from "@/lib/pipeline/service/interview-calendar";
import { canTransition, transition, type Tx } from "@/lib/transitions/transition";
import { recordPlacementOnHire } from "@/lib/desk/service/placement-on-hire";
import type { MoveApplicationInput } from "@/lib/pipeline/schemas";

/** 409 INVALID_TRANSITION in the employer's words, e.g. "An application in Shortlisted cannot move to Hired." */
export function invalidTransition(from: Stage, to: Stage) {
  return conflict(`An application in ${EMPLOYER_STAGE_LABELS[from]} cannot move to ${EMPLOYER_STAGE_LABELS[to]}.`, "INVALID_TRANSITION");
}

/** What one move needs besides the stages (bulk moves carry no note or interview). */
type Move = Omit<MoveApplicationInput, "id"> & { id: string };

/** What the move does to the interview's calendar, learnt inside the transaction, mailed after commit. */
type CalendarChange = { kind: "invite" | "reschedule" | "cancel"; scheduled: ScheduledInterview };

/**
 * Moves one application of the employer's; the core shared by the single and the bulk move.
 * Returns nothing: the caller reads what it needs after commit.
 */
export async function moveOne(user: SessionUser, employer: ApprovedEmployer, move: Move): Promise<void> {
  const { id, status: to, interview } = move;
  const current = await db.application.findFirst({
    where: employerOwns(id, employer.id),
    select: {
      status: true,
      source: true,
      candidateId: true,
      candidate: { select: { name: true, email: true, deletedAt: true } },
      job: { select: { id: true, post: true, employer: { select: { orgName: true } } } },
    },
  });
  if (!current) throw notFound(APPLICATION_NOT_FOUND);
  // The stage the employer saw, or the one just read: the conditional update names it either way.
  const from = move.from ?? current.status;
  const reschedule = isInterviewReschedule(from, to, interview !== undefined);
  if (!reschedule && !canTransition(EMPLOYER_MOVES, from, to)) throw invalidTransition(from, to);

  const { post } = current.job;
  const { orgName } = current.job.employer;
  const erased = current.candidate.deletedAt !== null;
  const parties: InterviewParties = { applicationId: id, post, orgName, jobId: current.job.id, candidate: { name: current.candidate.name, email: current.candidate.email } };
  // A new interview's identity, written by the same update that moves the stage.
  const uid = to === "interview" && interview && !reschedule ? newInterviewUid(id) : null;
  const now = new Date();
  let calendar: CalendarChange | null = null;
  let placementMails: Mail[] = [];

  /** Inside the transaction, after the conditional update has locked the row. */
  async function calendarChange(tx: Tx): Promise<CalendarChange | null> {
    if (from === "interview" && !reschedule) {
      const calledOff = await callOffInterview(tx, id, now);
      return calledOff && { kind: "cancel", scheduled: calledOff };
    }
    if (!interview) return null;
    // The member who schedules organizes (decisions.md section 20); a reschedule keeps the organizer.
    const identity = reschedule ? await rescheduledIdentity(tx, id, user, employer.id) : uid && { uid, sequence: 0, organizer: { name: user.name, email: user.email } };
    if (!identity) return null;
    const interviewers = await assignedInterviewers(tx, id, employer.id);
    return { kind: reschedule ? "reschedule" : "invite", scheduled: { ...identity, interview, interviewers, message: move.message } };
  }

  await transition(`application ${id} ${from} -> ${to}${reschedule ? " (rescheduled)" : ""}`, {
    update: (tx) =>
      tx.application.updateMany({
        where: { ...employerOwns(id, employer.id), status: from },
        // A reschedule keeps the stage (and its date) and raises SEQUENCE in SQL, so two concurrent
        // reschedules each count once; a move to `interview` starts a new UID (or none without details).
        data: reschedule
          ? { interviewSequence: { increment: 1 } }
          : {
              status: to,
              statusChangedAt: now,
              ...(to === "interview" ? { interviewUid: uid, interviewSequence: 0, interviewOrganizerId: uid ? user.id : null } : {}),
            },
      }),
    exists: async (tx) => (await tx.application.count({ where: employerOwns(id, employer.id) })) > 0,
    notFoundMessage: APPLICATION_NOT_FOUND,
    record: async (tx) => {
      calendar = await calendarChange(tx);
      await tx.applicationEvent.create({
        data: {
          applicationId: id,
          from,
          to,
          actorRole: "Employer",
          actorId: user.id,
          actorTeamRole: employer.role,
          reason: move.reason ?? null,
          message: move.message ?? null,
          note: move.note ?? null,
          interviewAt: interview ? new Date(interview.at) : null,
          interviewMode: interview?.mode ?? null,
          interviewLocation: interview?.location ?? null,
          interviewDurationMinutes: interview?.durationMinutes ?? null,
          // A reschedule that waited for another's lock is the later one: its event must sort last,
          // as its SEQUENCE does (the interview in force is the latest event into `interview`).
          createdAt: reschedule ? new Date() : now,
        },
      });
      if (to === "hired" && current.source === "agency") {
        const hire = { applicationId: id, candidateName: current.candidate.name, post, orgName, startDate: move.startDate, annualCtc: move.annualCtc, now };
        placementMails = await recordPlacementOnHire(tx, hire);
      }
      // Any hire with its CTC may make a training fee due (pay after placement, decisions.md section 21).
      if (to === "hired" && move.annualCtc !== undefined) await settleTrainingFees(tx, { candidateId: current.candidateId, annualCtc: move.annualCtc, at: now });
      // An erased candidate (docs/decisions/0020): the application stays, nobody is to be told.
      if (erased) return;
      await notify(tx, {
        userId: current.candidateId,
        kind: "application_status",
        title: reschedule ? `${post}: Interview rescheduled` : `${post}: ${CANDIDATE_STAGE_LABELS[to]}`,
        // The employer's message when there is one; never the private note.
        body:
          move.message ??
          (reschedule && interview
            ? `Your interview for ${post} at ${orgName} has been rescheduled to ${formatDateTime(interview.at)}.`
            : `Your application for ${post} at ${orgName} is now: ${CANDIDATE_STAGE_LABELS[to]}.`),
        link: "/candidate/applications",
      });
    },
    load: async () => null,
    mails: () => [...(erased ? [] : moveMails(parties, to, move, calendar)), ...placementMails],
  });
}

/** The candidate's mail (with the REQUEST or CANCEL when the calendar changed) and the interviewers'. */
function moveMails(parties: InterviewParties, to: Stage, move: Move, calendar: CalendarChange | null): Mail[] {
  const candidate = { to: parties.candidate.email, candidateName: parties.candidate.name, post: parties.post, orgName: parties.orgName, message: move.message };
  if (!calendar) return [stageChangeMail({ ...candidate, status: to, interview: move.interview })];
  const event = interviewCalendar(parties, calendar.scheduled);
  const attachment = calendar.kind === "cancel" ? interviewCancel(event) : interviewRequest(event);
  const mail =
    calendar.kind === "reschedule"
      ? interviewRescheduledMail({ ...candidate, interview: calendar.scheduled.interview, invitation: attachment })
      : calendar.kind === "invite"
        ? stageChangeMail({ ...candidate, status: to, interview: move.interview, invitation: attachment })
        : stageChangeMail({ ...candidate, status: to, cancellation: attachment });
  return [mail, ...interviewerMails(parties, calendar.scheduled, calendar.kind, attachment)];
}

/** PATCH applications/{id}/status and the "Move to" control: the application after the move (employer's view). */
export async function moveApplication(user: SessionUser, input: MoveApplicationInput): Promise<ApplicationDetail> {
  const employer = await approvedEmployer(user);
  await moveOne(user, employer, input);
  const detail = await loadApplicationDetail(employerOwns(input.id, employer.id), "employer");
  if (!detail) throw notFound(APPLICATION_NOT_FOUND);
  return detail;
}
