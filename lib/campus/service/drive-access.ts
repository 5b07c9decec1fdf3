// Who may act for a drive (decisions.md section 18): "the company side" is an admin, or an owner or
// recruiter of the drive's company (approvedEmployer: the member row, never the account that signed
// up; interviewers 403). Anyone else gets 404, so nobody learns which drives another company runs.
// A university acts only for its own students; `ownUniversity` finds its row; a participating (approved,
// accepted) university records results and offers for them too (`driveActor`).
import "server-only";
import { ApiError, forbidden, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { approvedEmployer } from "@/lib/job-posting/service/approved-employer";

export const DRIVE_NOT_FOUND = "Drive not found.";

/** What the campus services need to know of a drive they act on. */
export type DriveFacts = {
  id: string;
  title: string;
  companyName: string;
  employerId: string | null;
  createdById: string | null;
  salary: number | null;
  cancelledAt: Date | null;
};

const driveFacts = { id: true, title: true, companyName: true, employerId: true, createdById: true, salary: true, cancelledAt: true } as const;

/** Whether `user` acts for the drive's company (an admin always does); the employer's id when they are a member. */
async function companySideWhere(user: SessionUser): Promise<{ employerId?: string } | null> {
  if (user.role === "Admin") return {};
  if (user.role !== "Employer") return null;
  const employer = await approvedEmployer(user);
  return { employerId: employer.id };
}

/** The drive when `user` is its company side (admin, or owner/recruiter of its company); 404 otherwise. */
export async function companySideDrive(user: SessionUser, driveId: string): Promise<DriveFacts> {
  const scope = await companySideWhere(user);
  if (!scope) throw notFound(DRIVE_NOT_FOUND);
  const drive = await db.drive.findFirst({ where: { id: driveId, ...scope }, select: driveFacts });
  if (!drive) throw notFound(DRIVE_NOT_FOUND);
  return drive;
}

/** Like companySideDrive, but null instead of 404 (a call the university may make too). */
export async function companySideDriveOrNull(user: SessionUser, driveId: string): Promise<DriveFacts | null> {
  if (user.role !== "Admin" && user.role !== "Employer") return null;
  return companySideDrive(user, driveId).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
}

/** The acting University account's institute (id and name); null for any other account. */
export async function ownUniversity(user: SessionUser): Promise<{ id: string; instituteName: string } | null> {
  if (user.role !== "University") return null;
  return db.university.findUnique({ where: { userId: user.id }, select: { id: true, instituteName: true } });
}

export const UNIVERSITY_PENDING_MESSAGE =
  "Your institute is waiting for our review. You can edit its profile now; importing students and answering drives open once it is approved.";
export const UNIVERSITY_REJECTED_MESSAGE = "Your institute was not approved. Please contact us if you think this is a mistake.";

/**
 * The acting University's institute when an admin approved it (decisions.md section 20): 403
 * NOT_APPROVED while it is pending or after a rejection, 404 without an institute profile.
 */
export async function approvedUniversity(user: SessionUser): Promise<{ id: string; instituteName: string }> {
  if (user.role !== "University") throw forbidden();
  const row = await db.university.findUnique({ where: { userId: user.id }, select: { id: true, instituteName: true, status: true } });
  if (!row) throw notFound("Institute profile not found.");
  if (row.status !== "approved") throw forbidden(row.status === "pending" ? UNIVERSITY_PENDING_MESSAGE : UNIVERSITY_REJECTED_MESSAGE, "NOT_APPROVED");
  return { id: row.id, instituteName: row.instituteName };
}

/** The drive when the university was invited to it (whatever it answered); 404 otherwise. */
export async function universityDrive(universityId: string, driveId: string): Promise<DriveFacts> {
  const drive = await db.drive.findFirst({ where: { id: driveId, universities: { some: { universityId } } }, select: driveFacts });
  if (!drive) throw notFound(DRIVE_NOT_FOUND);
  return drive;
}

/**
 * The acting University when it takes part in the drive (decisions.md section 20: the officer runs rounds
 * too): approved (403 NOT_APPROVED while pending or rejected) and its answer `accepted`; a drive it was
 * not invited to, or declined or has not answered, is 404.
 */
export async function participatingUniversity(user: SessionUser, driveId: string): Promise<{ university: { id: string; instituteName: string }; drive: DriveFacts }> {
  const university = await approvedUniversity(user);
  const drive = await db.drive.findFirst({ where: { id: driveId, universities: { some: { universityId: university.id, response: "accepted" } } }, select: driveFacts });
  if (!drive) throw notFound(DRIVE_NOT_FOUND);
  return { university, drive };
}

/** Who records a drive's results and offers: its company side, or a participating university for its own students. */
export type DriveActor = { kind: "company"; drive: DriveFacts } | { kind: "university"; drive: DriveFacts; university: { id: string; instituteName: string } };

/** The acting side of a drive's round results and offers (see companySideDrive and participatingUniversity). */
export async function driveActor(user: SessionUser, driveId: string): Promise<DriveActor> {
  if (user.role === "University") return { kind: "university", ...(await participatingUniversity(user, driveId)) };
  return { kind: "company", drive: await companySideDrive(user, driveId) };
}

export const STUDENT_NOT_FOUND_MESSAGE = "Student not found.";

/** A university acts for its own students only: naming another institute's is 404. */
export function assertOwnInstitute(actor: DriveActor, universityId: string | undefined): void {
  if (actor.kind === "university" && universityId !== undefined && universityId !== actor.university.id) throw notFound(STUDENT_NOT_FOUND_MESSAGE);
}
