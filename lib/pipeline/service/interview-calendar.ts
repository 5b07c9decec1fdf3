// The interview's calendar identity (decisions.md section 16), shared by the employer's moves and the
// candidate's withdrawal: a UID from the move to `interview` until the application leaves that stage,
// SEQUENCE raised by each reschedule and by the cancellation, who is invited (the candidate and the
// company members assigned to interview) and who organizes it: the member who scheduled it, kept for
// the UID's life (calendars refuse an update from another organizer), the company's own address when
// that member has left or is being deleted (decisions.md section 20). Everything here that reads or writes the application
// runs inside the transaction whose conditional update has just locked its row, so concurrent changes
// see each other's UID and SEQUENCE.
import "server-only";
import { randomBytes } from "node:crypto";
import type { Mail, MailAttachment } from "@/lib/email";
import { companyOrganizer, interviewCancel, type CalendarAttendee, type CalendarPerson, type InterviewCalendar } from "@/lib/pipeline/mails/calendar";
import { interviewCancelledMail, type InterviewDetails } from "@/lib/pipeline/mails/candidate";
import { interviewerCancelMail, interviewerInvitationMail } from "@/lib/pipeline/mails/interviewer";
import type { Tx } from "@/lib/transitions/transition";

/**
 * The interview as calendars know it: its UID, the SEQUENCE of the message to send, who is invited,
 * who organizes it (null: the company) and the company's words to the candidate (its DESCRIPTION).
 */
export type ScheduledInterview = {
  uid: string;
  sequence: number;
  interview: InterviewDetails;
  interviewers: CalendarAttendee[];
  organizer: CalendarPerson | null;
  message?: string;
};

/** Who the interview is about, for the calendar and the mails. */
export type InterviewParties = { applicationId: string; post: string; orgName: string; jobId: string; candidate: { name: string; email: string } };

/** The member acting on the application: the organizer of an interview they schedule. */
export type InterviewActor = { id: string; name: string; email: string };

/**
 * The stored organizer while they are still a member of the company whose account is neither erased
 * nor being deleted; otherwise null (the company's address organizes).
 */
async function storedOrganizer(tx: Tx, organizerId: string | null, employerId: string): Promise<CalendarPerson | null> {
  if (!organizerId) return null;
  return tx.user.findFirst({
    where: { id: organizerId, deletedAt: null, deletionRequestedAt: null, membership: { employerId } },
    select: { name: true, email: true },
  });
}

/** A new interview's UID: unique per application and per interview (a later interview gets another). */
export function newInterviewUid(applicationId: string): string {
  return `interview-${applicationId}-${randomBytes(4).toString("hex")}@talentbridge`;
}

/**
 * The members assigned to interview (ApplicationInterviewer) who are still the company's members and
 * whose accounts are neither erased nor being deleted (no mail to those).
 */
export async function assignedInterviewers(tx: Tx, applicationId: string, employerId: string): Promise<CalendarAttendee[]> {
  const rows = await tx.applicationInterviewer.findMany({
    where: { applicationId, user: { deletedAt: null, deletionRequestedAt: null, membership: { employerId } } },
    orderBy: [{ assignedAt: "asc" }, { userId: "asc" }],
    select: { user: { select: { name: true, email: true } } },
  });
  return rows.map(({ user }) => ({ name: user.name, email: user.email, role: "REQ-PARTICIPANT" }));
}

/**
 * A reschedule: the conditional update has raised interviewSequence by one in SQL; this reads the
 * value back (two concurrent reschedules get 1 and 2). An interview scheduled before it had details
 * (a move to `interview` without them, or before UIDs existed) gets its UID now, at SEQUENCE 0. The
 * organizer stays who scheduled it; when they are gone (or none was recorded) the actor takes over.
 */
export async function rescheduledIdentity(
  tx: Tx,
  applicationId: string,
  actor: InterviewActor,
  employerId: string,
): Promise<{ uid: string; sequence: number; organizer: CalendarPerson }> {
  const row = await tx.application.findUniqueOrThrow({
    where: { id: applicationId },
    select: { interviewUid: true, interviewSequence: true, interviewOrganizerId: true },
  });
  const kept = row.interviewUid ? await storedOrganizer(tx, row.interviewOrganizerId, employerId) : null;
  const organizer = kept ?? { name: actor.name, email: actor.email };
  if (row.interviewUid) {
    if (!kept) await tx.application.update({ where: { id: applicationId }, data: { interviewOrganizerId: actor.id } });
    return { uid: row.interviewUid, sequence: row.interviewSequence, organizer };
  }
  const uid = newInterviewUid(applicationId);
  await tx.application.update({ where: { id: applicationId }, data: { interviewUid: uid, interviewSequence: 0, interviewOrganizerId: actor.id } });
  return { uid, sequence: 0, organizer };
}

/**
 * The application has just left `interview` (same transaction): its UID is cleared, and when the
 * interview was still ahead, the cancellation to send (same UID, SEQUENCE one higher). An interview
 * whose time has passed took place: nothing to cancel.
 */
export async function callOffInterview(tx: Tx, applicationId: string, now: Date): Promise<ScheduledInterview | null> {
  const row = await tx.application.findUniqueOrThrow({
    where: { id: applicationId },
    select: { interviewUid: true, interviewSequence: true, interviewOrganizerId: true, job: { select: { employerId: true } } },
  });
  if (!row.interviewUid) return null;
  const sequence = row.interviewSequence + 1;
  await tx.application.update({ where: { id: applicationId }, data: { interviewUid: null, interviewSequence: sequence, interviewOrganizerId: null } });
  // The interview in force is the latest event into `interview` (the move or the last reschedule).
  const event = await tx.applicationEvent.findFirst({
    where: { applicationId, to: "interview" },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { interviewAt: true, interviewMode: true, interviewLocation: true, interviewDurationMinutes: true },
  });
  if (!event?.interviewAt || !event.interviewMode || event.interviewAt <= now) return null;
  return {
    uid: row.interviewUid,
    sequence,
    interview: {
      at: event.interviewAt.toISOString(),
      mode: event.interviewMode,
      location: event.interviewLocation ?? undefined,
      durationMinutes: event.interviewDurationMinutes ?? undefined,
    },
    interviewers: await assignedInterviewers(tx, applicationId, row.job.employerId),
    // The cancellation comes from whoever sent the invitation (the same ORGANIZER), else the company.
    organizer: await storedOrganizer(tx, row.interviewOrganizerId, row.job.employerId),
  };
}

/** The calendar event both the candidate's and the interviewers' messages carry. */
export function interviewCalendar(parties: InterviewParties, scheduled: ScheduledInterview): InterviewCalendar {
  return {
    uid: scheduled.uid,
    sequence: scheduled.sequence,
    post: parties.post,
    orgName: parties.orgName,
    organizer: scheduled.organizer ?? companyOrganizer(parties.orgName),
    attendees: [{ ...parties.candidate, role: "REQ-PARTICIPANT" }, ...scheduled.interviewers],
    interview: scheduled.interview,
    message: scheduled.message,
  };
}

/** One mail to each assigned interviewer with the REQUEST (or, for `cancel`, the CANCEL) attached. */
export function interviewerMails(
  parties: InterviewParties,
  scheduled: ScheduledInterview,
  kind: "invite" | "reschedule" | "cancel",
  attachment: MailAttachment,
): Mail[] {
  return scheduled.interviewers.map((interviewer) => {
    const base = {
      to: interviewer.email,
      name: interviewer.name,
      candidateName: parties.candidate.name,
      post: parties.post,
      applicationId: parties.applicationId,
      interview: scheduled.interview,
    };
    return kind === "cancel"
      ? interviewerCancelMail({ ...base, cancellation: attachment })
      : interviewerInvitationMail({ ...base, rescheduled: kind === "reschedule", invitation: attachment });
  });
}

/** A called-off interview's own mails (the candidate withdrew): the candidate's and each interviewer's CANCEL. */
export function calledOffMails(parties: InterviewParties, calledOff: ScheduledInterview | null): Mail[] {
  if (!calledOff) return [];
  const cancellation = interviewCancel(interviewCalendar(parties, calledOff));
  const candidate = interviewCancelledMail({ to: parties.candidate.email, candidateName: parties.candidate.name, post: parties.post, orgName: parties.orgName, cancellation });
  return [candidate, ...interviewerMails(parties, calledOff, "cancel", cancellation)];
}
