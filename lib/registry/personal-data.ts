import { db } from "@/lib/db";
import { ALERT_QUERY_FIELDS } from "@/lib/alerts/schemas";
import { companyFieldsSelect } from "@/lib/employers/service/company-fields";
import { readCandidateMessages, readMemberMessages } from "@/lib/messages/service/personal-data";
import { readCandidatePlacements } from "@/lib/desk/service/placement-personal-data";
import { readCandidateSubmittals, readRecruiterSubmittals } from "@/lib/desk/service/submittal-personal-data";
import { readDrivesCreated, readStudentRegistrations } from "@/lib/campus/service/drive-personal-data";
import { readRosterSize, readStudentRecord } from "@/lib/campus/service/student-personal-data";
import { readStudentOffers } from "@/lib/campus/service/offer-personal-data";

// What "Download my data" puts in account.json (decisions.md section 12, docs/decisions/0019), read
// per role. Only rows that belong to the person: their account, their profile and their own activity.
// Other people's data stays out, with two exceptions the person already sees on the site: the public
// name of a company they applied to, and who viewed their documents. Left out on purpose: an
// employer's private note on an application, the id of whoever moved it, an admin's identity behind a
// decision, and anything about the people who applied to an employer's jobs (only counts).

/** The person's stored file as account.json lists it; `path` is set by the caller once the bytes are in the zip. */
export type ExportFileRow = {
  id: string;
  kind: string;
  fileName: string;
  mimeType: string;
  size: number;
  createdAt: Date;
  storageKey: string;
};

/** A day column (@db.Date) as YYYY-MM-DD, the way the profile form shows it. */
const day = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : null);

export function readOwnFiles(userId: string): Promise<ExportFileRow[]> {
  return db.storedFile.findMany({
    where: { ownerId: userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, kind: true, fileName: true, mimeType: true, size: true, createdAt: true, storageKey: true },
  });
}

/** The sections every role has: the account itself, consents, notifications and job reports they filed. */
export async function readCommon(userId: string) {
  const [account, consents, notifications, jobReports] = await Promise.all([
    db.user.findUniqueOrThrow({
      where: { id: userId },
      select: { id: true, role: true, email: true, name: true, mobile: true, createdAt: true },
    }),
    db.consent.findMany({
      where: { userId },
      orderBy: { acceptedAt: "asc" },
      select: { document: true, version: true, acceptedAt: true },
    }),
    db.notification.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      select: { kind: true, title: true, body: true, link: true, readAt: true, createdAt: true },
    }),
    db.jobReport.findMany({
      where: { reporterId: userId },
      orderBy: { createdAt: "asc" },
      select: { jobId: true, reason: true, details: true, createdAt: true, job: { select: { post: true } } },
    }),
  ]);
  return {
    account,
    consents,
    notifications,
    jobReports: jobReports.map((r) => ({ jobId: r.jobId, post: r.job.post, reason: r.reason, details: r.details, reportedAt: r.createdAt })),
  };
}

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
    // Campus drives they registered for: the drive, the company, the round reached and the dates (decisions.md section 18).
    ...(await readStudentRegistrations(userId)),
    // Their record at their institute: roll number, course, passing year, marks, backlogs, verified.
    ...(await readStudentRecord(userId)),
    // Their offers from campus drives (salary, joining, status) and their round results.
    ...(await readStudentOffers(userId)),
  };
}

/** A recruiter of the staffing desk: the submittals they made (the job and the candidate's name; no contact details). */
export async function readRecruiter(userId: string) {
  const [submittals, savedSearches] = await Promise.all([
    readRecruiterSubmittals(userId),
    db.deskSavedSearch.findMany({ where: { recruiterId: userId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { name: true, query: true, createdAt: true } }),
  ]);
  return { ...submittals, deskSavedSearches: savedSearches };
}

/** An admin's own work that names them: the drives they created (a count). */
export async function readAdmin(userId: string) {
  return { ...(await readDrivesCreated(userId)) };
}

/** Their place in a company's team and the team invitations they sent (decisions.md section 16). */
async function readTeam(userId: string) {
  const [membership, sent] = await Promise.all([
    db.employerMember.findUnique({ where: { userId }, select: { role: true, createdAt: true, employer: { select: { orgName: true } } } }),
    db.teamInvitation.findMany({ where: { invitedById: userId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { email: true, role: true, createdAt: true } }),
  ]);
  const team = membership ? { company: membership.employer.orgName, role: membership.role, since: membership.createdAt } : null;
  return { team, teamInvitationsSent: sent };
}

/**
 * Scorecards they wrote as a company member: the post, their recommendation and when. The cards are
 * the company's record (kept when they leave or are erased); candidates never see them, so they are
 * in no candidate's export.
 */
async function readScorecardsWritten(userId: string) {
  const rows = await db.scorecard.findMany({
    where: { authorId: userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { recommendation: true, createdAt: true, application: { select: { job: { select: { post: true } } } } },
  });
  return rows.map((row) => ({ post: row.application.job.post, recommendation: row.recommendation, createdAt: row.createdAt }));
}

/** An employer's company, its jobs with their lifecycle and applicant counts, and decisions about them. */
export async function readEmployer(userId: string) {
  // With the messages they wrote as a member (the company keeps them; its name stands for them to candidates).
  // With how many campus drives they created (the drives are the company's).
  const teamData = { ...(await readTeam(userId)), ...(await readMemberMessages(userId)), ...(await readDrivesCreated(userId)) };
  const scorecards = await readScorecardsWritten(userId);
  const company = await db.employer.findUnique({
    where: { userId },
    select: {
      id: true,
      ...companyFieldsSelect,
      verified: true,
      status: true,
      createdAt: true,
      updatedAt: true,
    },
  });
  if (!company) return { company: null, jobs: [], decisions: [], ...teamData, scorecards };

  const [jobs, decisions] = await Promise.all([
    db.job.findMany({
      where: { employerId: company.id },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      // Derived columns (qualificationKeys, salaryYearlyMax, the search vector) and the duplicate
      // signal (another job's id) are the site's bookkeeping, not what the employer entered.
      omit: { employerId: true, qualificationKeys: true, salaryYearlyMax: true, duplicateOfId: true },
      include: { _count: { select: { applications: true } } },
    }),
    db.adminDecision.findMany({
      where: { OR: [{ employerId: company.id }, { job: { employerId: company.id } }] },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { jobId: true, status: true, reason: true, createdAt: true },
    }),
  ]);
  return {
    company,
    ...teamData,
    scorecards,
    jobs: jobs.map(({ _count, ...job }) => ({ ...job, applicantCount: _count.applications })),
    // Which object a decision was about; who decided stays with the site.
    decisions: decisions.map((d) => ({
      subject: d.jobId ? "job" : "company",
      jobId: d.jobId,
      status: d.status,
      reason: d.reason,
      createdAt: d.createdAt,
    })),
  };
}

/** A university's institute profile and its requests, each with the decisions taken on it. */
export async function readUniversity(userId: string) {
  const institute = await db.university.findUnique({
    where: { userId },
    omit: { userId: true },
    include: {
      requests: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        omit: { universityId: true },
        include: { decisions: { orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { status: true, reason: true, createdAt: true } } },
      },
    },
  });
  // How many students its roster holds (their records are the students' own data, in their exports).
  const roster = await readRosterSize(userId);
  if (!institute) return { institute: null, requests: [], ...roster };
  const { requests, ...rest } = institute;
  return {
    institute: rest,
    ...roster,
    requests: requests.map((r) => ({ ...r, startDate: day(r.startDate), endDate: day(r.endDate) })),
  };
}
