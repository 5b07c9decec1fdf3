// Creating a drive and a university's answer to it (decisions.md section 18). The rules:
// - An admin names the company (companyName, 400 without it) and may include any approved job; when
//   every job is one company's, the drive is that company's too (its members then see and run it).
//   An owner or recruiter of an approved company (approvedEmployer) creates its company's drive, under
//   its name, with its own approved jobs only (400 naming jobIds otherwise).
// - Every university must exist (400 naming universityIds); registration must close in the future and
//   each round come after it, in the order given (400 naming registrationCloses / rounds).
// - One transaction writes the drive, its jobs, its invitations (pending) and its rounds (1..n) with a
//   notification to each university; their mails go after commit (sendOnce).
// - A university answers until registration closes (later, or once the drive is cancelled: 409
//   NOT_OPEN) and may change its answer meanwhile, but not decline once any of its students has
//   registered (409 CONFLICT). The same answer again changes nothing. The change is a conditional
//   update on the answer it saw (409 STALE_STATE when another answer won). Accepting notifies its
//   eligible students in one INSERT … SELECT (no mails: a roster may be thousands).
import "server-only";
import { badRequest, conflict, forbidden, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import type { DriveJson } from "@/lib/campus/contract/common";
import { driveInviteMail, inviteMailKey, inviteSubject, UNIVERSITY_DRIVES_PATH } from "@/lib/campus/mails/drives";
import type { DriveParams } from "@/lib/campus/schemas/drives";
import type { CreateDriveInput, RespondInput } from "@/lib/campus/schemas/common";
import { approvedUniversity, DRIVE_NOT_FOUND } from "@/lib/campus/service/drive-access";
import { driveJson, driveSelect } from "@/lib/campus/service/drive-json";
import { closedOn, policyAllowsSql, recordEligibleSql } from "@/lib/campus/service/eligibility";
import { db } from "@/lib/db";
import { sendOnce } from "@/lib/email/once";
import { approvedEmployer } from "@/lib/job-posting/service/approved-employer";
import { notify } from "@/lib/notifications/service";
import { companyContacts } from "@/lib/teams/service/contacts";
import { transition, type Tx } from "@/lib/transitions/transition";

export const DRIVE_MESSAGES = {
  companyName: "Please name the company",
  employerJobs: "Choose among your company's approved jobs.",
  adminJobs: "Choose among approved jobs.",
  universityIds: "One or more of these universities does not exist.",
  registrationCloses: "Registration must close in the future.",
  rounds: "Each round must come after registration closes, in the order given.",
  cancelled: "This drive was cancelled.",
  studentsRegistered: "Some of your students have registered for this drive; it can no longer be declined.",
} as const;

export const CANDIDATE_DRIVES_PATH = "/candidate/drives";

const fieldError = (field: string, message: string) => badRequest(message, { [field]: message });
const unique = <T>(values: readonly T[]) => [...new Set(values)];

/** Courses as typed, without repeats that differ only in case or spaces. */
function distinctCourses(courses: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const course of courses) {
    const trimmed = course.trim();
    if (!seen.has(trimmed.toLowerCase())) seen.set(trimmed.toLowerCase(), trimmed);
  }
  return [...seen.values()];
}

/** The company the drive is for: an admin names it, an employer's is its own (with its id). */
async function driveCompany(user: SessionUser, input: CreateDriveInput): Promise<{ employerId: string | null; companyName: string }> {
  if (user.role === "Admin") {
    if (!input.companyName) throw fieldError("companyName", DRIVE_MESSAGES.companyName);
    return { employerId: null, companyName: input.companyName };
  }
  if (user.role !== "Employer") throw forbidden();
  const employer = await approvedEmployer(user);
  const { orgName } = await db.employer.findUniqueOrThrow({ where: { id: employer.id }, select: { orgName: true } });
  return { employerId: employer.id, companyName: orgName };
}

/** The drive's jobs: approved, not deleted, of an approved company (the employer's own for an employer). */
async function checkedJobs(jobIds: readonly string[], employerId: string | null) {
  if (jobIds.length === 0) return [];
  const jobs = await db.job.findMany({
    where: { id: { in: [...jobIds] }, status: "approved", deletedAt: null, employer: { status: "approved" }, ...(employerId ? { employerId } : {}) },
    select: { id: true, employerId: true },
  });
  if (jobs.length !== jobIds.length) throw fieldError("jobIds", employerId ? DRIVE_MESSAGES.employerJobs : DRIVE_MESSAGES.adminJobs);
  return jobs;
}

/** POST drives: 201 the drive (see the rules above). */
export async function createDrive(user: SessionUser, input: CreateDriveInput): Promise<DriveJson> {
  const company = await driveCompany(user, input);
  const now = new Date();
  const registrationCloses = new Date(input.registrationCloses);
  if (registrationCloses <= now) throw fieldError("registrationCloses", DRIVE_MESSAGES.registrationCloses);
  const rounds = input.rounds.map((round) => ({ name: round.name, at: new Date(round.at) }));
  if (rounds.some((round, i) => round.at <= registrationCloses || (i > 0 && round.at < rounds[i - 1].at))) throw fieldError("rounds", DRIVE_MESSAGES.rounds);

  const jobs = await checkedJobs(unique(input.jobIds ?? []), company.employerId);
  const universityIds = unique(input.universityIds);
  const universities = await db.university.findMany({
    // Only institutes an admin approved (decisions.md section 20): a pending one is no one to invite yet.
    where: { id: { in: universityIds }, status: "approved" },
    select: { id: true, instituteName: true, userId: true, user: { select: { email: true, deletedAt: true, deletionRequestedAt: true } } },
  });
  if (universities.length !== universityIds.length) throw fieldError("universityIds", DRIVE_MESSAGES.universityIds);
  // An admin's drive made of one company's jobs is that company's drive.
  const jobEmployers = unique(jobs.map((job) => job.employerId));
  const employerId = company.employerId ?? (jobEmployers.length === 1 ? jobEmployers[0] : null);

  const row = await db.$transaction(async (tx) => {
    const drive = await tx.drive.create({
      data: {
        title: input.title,
        employerId,
        companyName: company.companyName,
        createdById: user.id,
        eligibleCourses: distinctCourses(input.eligibility.courses),
        eligibleYears: unique(input.eligibility.passingYears).sort((a, b) => a - b),
        minMarks: input.eligibility.minMarks ?? null,
        maxBacklogs: input.eligibility.maxBacklogs ?? null,
        salary: input.salary ?? null,
        registrationCloses,
        jobs: { create: jobs.map((job) => ({ jobId: job.id })) },
        universities: { create: universityIds.map((universityId) => ({ universityId })) },
        rounds: { create: rounds.map((round, i) => ({ position: i + 1, name: round.name, at: round.at })) },
      },
      select: driveSelect,
    });
    for (const university of universities) {
      await notify(tx, {
        userId: university.userId,
        kind: "drive",
        title: inviteSubject(company.companyName, input.title),
        body: `Registration closes on ${closedOn(registrationCloses)}. Accept it and your eligible students can register.`,
        link: UNIVERSITY_DRIVES_PATH,
      });
    }
    return drive;
  });

  for (const university of universities) {
    // No mail to an account erased or scheduled for deletion (the notification goes with it).
    if (university.user.deletedAt || university.user.deletionRequestedAt) continue;
    const mail = driveInviteMail({
      to: university.user.email,
      instituteName: university.instituteName,
      company: company.companyName,
      title: input.title,
      salary: input.salary ?? null,
      registrationCloses,
      rounds: rounds.length,
    });
    await sendOnce(inviteMailKey(row.id, university.id), mail).catch((error: unknown) =>
      console.error(`[campus] drive ${row.id} saved, but the invitation mail failed:`, error instanceof Error ? error.message : error),
    );
  }
  return driveJson(row, now);
}

/**
 * Notifies the university's students eligible for the drive (its record rules and the offer policy;
 * the deadline is open, checked by the caller) in one statement, however many they are.
 */
async function notifyEligibleStudents(tx: Tx, opts: { driveId: string; universityId: string; title: string; body: string; now: Date }) {
  await tx.$executeRaw`
    INSERT INTO "Notification" ("id", "userId", "kind", "title", "body", "link", "createdAt")
    SELECT gen_random_uuid()::text, s."userId", 'drive', ${opts.title}, ${opts.body}, ${CANDIDATE_DRIVES_PATH}, ${opts.now}
    FROM "Student" s
    JOIN "User" u ON u."id" = s."userId" AND u."deletedAt" IS NULL AND u."deletionRequestedAt" IS NULL
    JOIN "University" un ON un."id" = s."universityId"
    JOIN "Drive" d ON d."id" = ${opts.driveId}
    WHERE s."universityId" = ${opts.universityId} AND ${recordEligibleSql} AND ${policyAllowsSql}`;
}

type AnswerDrive = { title: string; companyName: string; employerId: string | null; createdById: string | null };

/** Tells the drive's company (its owners and recruiters; an admin's drive: its creator) how the institute answered. */
async function notifyCompanySide(tx: Tx, driveId: string, drive: AnswerDrive, instituteName: string, accepted: boolean) {
  const title = `${instituteName} ${accepted ? "accepted" : "declined"} your placement drive: ${drive.title}`;
  const body = accepted ? "Its eligible students can now register." : "Its students will not see the drive.";
  if (drive.employerId) {
    for (const contact of await companyContacts(tx, drive.employerId)) {
      await notify(tx, { userId: contact.userId, kind: "drive", title, body, link: `/employer/drives/${driveId}` });
    }
  } else if (drive.createdById) {
    await notify(tx, { userId: drive.createdById, kind: "drive", title, body, link: `/admin/drives/${driveId}` });
  }
}

/** POST drives/{id}/respond: the invited university accepts or declines (see the rules above); answers the drive. */
export async function respondToDrive(user: SessionUser, { id }: DriveParams, { accept }: RespondInput): Promise<DriveJson> {
  const university = await approvedUniversity(user);
  const key = { driveId: id, universityId: university.id };
  const invitation = await db.driveUniversity.findUnique({
    where: { driveId_universityId: key },
    select: { response: true, drive: { select: { title: true, companyName: true, employerId: true, createdById: true, registrationCloses: true, cancelledAt: true } } },
  });
  if (!invitation) throw notFound(DRIVE_NOT_FOUND);
  const { drive, response: seen } = invitation;
  const now = new Date();
  if (drive.cancelledAt) throw conflict(DRIVE_MESSAGES.cancelled, "NOT_OPEN");
  if (drive.registrationCloses <= now) {
    throw conflict(`Registration for this drive closed on ${closedOn(drive.registrationCloses)}; your answer can no longer change.`, "NOT_OPEN");
  }
  const to = accept ? "accepted" : "declined";
  if (seen !== to) {
    await transition(`drive ${id} at ${university.id}: ${seen} -> ${to}`, {
      update: (tx) => tx.driveUniversity.updateMany({ where: { ...key, response: seen }, data: { response: to, respondedAt: now } }),
      exists: async (tx) => (await tx.driveUniversity.count({ where: key })) > 0,
      notFoundMessage: DRIVE_NOT_FOUND,
      record: async (tx) => {
        // Counted after the update holds the row: a registration (which reads the row FOR SHARE) has
        // either committed and is counted here, or waits and then finds the drive declined.
        if (!accept && (await tx.driveRegistration.count({ where: { driveId: id, student: { universityId: university.id } } })) > 0) {
          throw conflict(DRIVE_MESSAGES.studentsRegistered);
        }
        if (accept) {
          await notifyEligibleStudents(tx, {
            driveId: id,
            universityId: university.id,
            title: `New placement drive: ${drive.title} by ${drive.companyName}`,
            body: `You are eligible. Register before ${closedOn(drive.registrationCloses)}.`,
            now,
          });
        }
        await notifyCompanySide(tx, id, drive, university.instituteName, accept);
      },
      load: async () => null,
    });
  }
  const row = await db.drive.findUniqueOrThrow({ where: { id }, select: driveSelect });
  return driveJson(row, now, university.id);
}
