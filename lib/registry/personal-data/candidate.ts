import { db } from "@/lib/db";
import { ALERT_QUERY_FIELDS } from "@/lib/alerts/schemas";
import { readCandidateMessages } from "@/lib/messages/service/personal-data";
import { readCandidatePlacements } from "@/lib/desk/service/placement-personal-data";
import { readCandidateSubmittals } from "@/lib/desk/service/submittal-personal-data";
import { readStudentRegistrations } from "@/lib/campus/service/drive-personal-data";
import { readStudentRecord } from "@/lib/campus/service/student-personal-data";
import { readStudentOffers } from "@/lib/campus/service/offer-personal-data";
import { readCandidateInvoices } from "@/lib/billing/service/personal-data";
import { readCandidateTrainingFees } from "@/lib/billing/service/training-fee-personal-data";
import { day } from "@/lib/registry/personal-data/common";

// A candidate's part of "Download my data" (decisions.md section 12); what is left out and why: ./common.ts.

/**
 * A candidate's profile (document numbers included: it is their own data), applications with their
 * history, saved jobs, alerts and who viewed their documents. `pathOf` turns a stored file's id into
 * its place in the zip, so the profile's file fields point at the files beside account.json.
 */
export async function readCandidate(userId: string, pathOf: (fileId: string | null) => string | null) {
  const [profile, applications, savedJobs, alerts, documentViews, skills, invitations, enrollments, certificates] = await Promise.all([
    db.candidateProfile.findUnique({ where: { userId }, omit: { id: true, userId: true } }),
    db.application.findMany({
      where: { candidateId: userId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: {
        status: true,
        statusChangedAt: true,
        createdAt: true,
        job: { select: { id: true, post: true, employer: { select: { orgName: true } } } },
        // No `note` (the employer's private note) and no actorId (the person who made the move).
        events: {
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
          select: {
            from: true,
            to: true,
            actorRole: true,
            reason: true,
            message: true,
            interviewAt: true,
            interviewMode: true,
            interviewLocation: true,
            createdAt: true,
          },
        },
      },
    }),
    db.savedJob.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      select: { jobId: true, createdAt: true, job: { select: { post: true } } },
    }),
    db.jobAlert.findMany({
      where: { userId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: {
        name: true,
        frequency: true,
        ...ALERT_QUERY_FIELDS,
        skillIds: true,
        status: true,
        paused: true,
        lastSentAt: true,
        createdAt: true,
      },
    }),
    db.fileView.findMany({
      where: { ownerId: userId },
      orderBy: { viewedAt: "asc" },
      select: { viewerName: true, organisation: true, viewerRole: true, fileKind: true, viewedAt: true },
    }),
    db.candidateSkill.findMany({
      where: { userId },
      orderBy: [{ createdAt: "asc" }, { skillId: "asc" }],
      select: { skillId: true, level: true, source: true, certificateCode: true, createdAt: true, skill: { select: { name: true } } },
    }),
    // Invitations to apply they received: the job and the company's words to them (not who clicked).
    db.jobInvitation.findMany({
      where: { candidateId: userId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { jobId: true, message: true, createdAt: true, job: { select: { post: true, employer: { select: { orgName: true } } } } },
    }),
    // Training: their enrolments with the sessions they attended, and their certificates.
    db.enrollment.findMany({
      where: { candidateId: userId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: {
        status: true,
        score: true,
        createdAt: true,
        statusChangedAt: true,
        batch: { select: { title: true, startDate: true, endDate: true, programme: { select: { title: true } } } },
        attendance: { orderBy: { checkedInAt: "asc" }, select: { checkedInAt: true, byTrainer: true, session: { select: { topic: true, startsAt: true } } } },
      },
    }),
    db.certificate.findMany({
      where: { candidateId: userId },
      orderBy: { issuedAt: "asc" },
      omit: { candidateId: true, enrollmentId: true },
    }),
  ]);

  let profileJson = null;
  if (profile) {
    const { panCardFileId, drivingLicenseFileId, passPortFileId, resumeFileId, dob, ...fields } = profile;
    profileJson = {
      ...fields,
      dob: day(dob),
      panCardFile: pathOf(panCardFileId),
      drivingLicenseFile: pathOf(drivingLicenseFileId),
      passPortFile: pathOf(passPortFileId),
      resumeFile: pathOf(resumeFileId),
    };
  }
  return {
    profile: profileJson,
    applications: applications.map((a) => ({
      job: { id: a.job.id, post: a.job.post, orgName: a.job.employer.orgName },
      status: a.status,
      statusChangedAt: a.statusChangedAt,
      createdAt: a.createdAt,
      events: a.events,
    })),
    savedJobs: savedJobs.map((s) => ({ jobId: s.jobId, post: s.job.post, savedAt: s.createdAt })),
    alerts,
    documentViews,
    skills: skills.map(({ skill, ...row }) => ({ ...row, name: skill.name })),
    invitations: invitations.map((i) => ({ jobId: i.jobId, post: i.job.post, orgName: i.job.employer.orgName, message: i.message, invitedAt: i.createdAt })),
    training: enrollments.map(({ batch, attendance, ...enrollment }) => ({
      programme: batch.programme.title,
      batch: batch.title,
      startDate: day(batch.startDate),
      endDate: day(batch.endDate),
      ...enrollment,
      attended: attendance.map((a) => ({ session: a.session.topic, startsAt: a.session.startsAt, checkedInAt: a.checkedInAt, markedByTrainer: a.byTrainer })),
    })),
    certificates: certificates.map((c) => ({ ...c, startDate: day(c.startDate), endDate: day(c.endDate) })),
    // Their threads (both sides), reports of messages and muted companies.
    ...(await readCandidateMessages(userId)),
    // Hires through TalentBridge's desk: post, company, start date and status (decisions.md section 17).
    ...(await readCandidatePlacements(userId)),
    // Requests from TalentBridge's desk to put them forward: job, company, state, dates and the pitch.
    ...(await readCandidateSubmittals(userId)),
    // Campus drives they registered for: the drive, the company, the round reached and the dates (decisions.md section 18);
    // and the reminders to register their placement office sent them (section 20).
    ...(await readStudentRegistrations(userId)),
    // Their record at their institute: roll number, course, passing year, marks, backlogs, verified.
    ...(await readStudentRecord(userId)),
    // Their offers from campus drives (salary, joining, status) and their round results.
    ...(await readStudentOffers(userId)),
    // Invoices issued to them (training fees), with payments and credit notes (decisions.md section 21).
    ...(await readCandidateInvoices(userId)),
    // Training fee agreements: plan, status, fee, and the placement that made one due (decisions.md section 21).
    ...(await readCandidateTrainingFees(userId)),
  };
}
