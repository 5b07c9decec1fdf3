import { db } from "@/lib/db";
import { readRecruiterSubmittals } from "@/lib/desk/service/submittal-personal-data";
import { readRecruiterCheckIns } from "@/lib/desk/service/placement-personal-data";
import { readDrivesCreated } from "@/lib/campus/service/drive-personal-data";
import { readRosterSize } from "@/lib/campus/service/student-personal-data";

// What "Download my data" puts in account.json (decisions.md section 12, docs/decisions/0019), read
// per role. Only rows that belong to the person: their account, their profile and their own activity.
// Other people's data stays out, with two exceptions the person already sees on the site: the public
// name of a company they applied to, and who viewed their documents. Left out on purpose: an
// employer's private note on an application, the id of whoever moved it, an admin's identity behind a
// decision, and anything about the people who applied to an employer's jobs (only counts).
// The candidate's sections are in ./candidate.ts, a company member's in ./company.ts.

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
export const day = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : null);

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
 * A recruiter of the staffing desk: the submittals they made (the job and the candidate's name; no
 * contact details), their saved searches and the check-ins they logged (whose, the outcome, the date).
 */
export async function readRecruiter(userId: string) {
  const [submittals, savedSearches, checkIns] = await Promise.all([
    readRecruiterSubmittals(userId),
    db.deskSavedSearch.findMany({ where: { recruiterId: userId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { name: true, query: true, createdAt: true } }),
    readRecruiterCheckIns(userId),
  ]);
  return { ...submittals, deskSavedSearches: savedSearches, ...checkIns };
}

/** An admin's own work that names them: the drives they created (a count). */
export async function readAdmin(userId: string) {
  return { ...(await readDrivesCreated(userId)) };
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
