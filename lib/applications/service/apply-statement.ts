// Applying in one statement (README, "Where apply's time went"): under load every round trip to the
// database waits its turn behind the server's other work, and applying took eleven besides the
// session's (the profile, the job in four queries, a transaction of four, the company's contacts in two). This
// statement reads the profile and the job (the job search's row: employer and skills included) and, if
// the profile is complete and the job open, inserts the application and its first event, all at once.
import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { openJobSql } from "@/lib/job-search/service/lifecycle";
import { jobColumns, type JobSqlRow } from "@/lib/job-search/service/sql";

export type AppliedJob = JobSqlRow & { employerId: string };

/** What the statement found and did; the service turns it into the answer or the refusal. */
export type ApplyOutcome = {
  profileComplete: boolean;
  /** The job if it may be seen (approved, not deleted, approved employer), open or not. */
  job: AppliedJob | null;
  jobOpen: boolean;
  /** The new application; null when nothing was inserted (refused, or applied before). */
  application: { id: string; eventId: string; createdAt: Date } | null;
};

type Row = Partial<AppliedJob> & {
  isOpen: boolean | null;
  profileComplete: boolean | null;
  applicationId: string | null;
  eventId: string | null;
  appliedAt: Date | string | null;
};

/**
 * The application and its first event ("applied", by the candidate) are written together or not at
 * all, so the timeline never lacks its start. The unique key on (candidateId, jobId) decides between
 * concurrent attempts: the loser's insert waits for the winner's commit, then inserts nothing.
 */
export async function applyStatement(candidateId: string, jobId: string, now: Date): Promise<ApplyOutcome> {
  const rows = await db.$queryRaw<Row[]>`
    WITH job AS (
      SELECT ${jobColumns}, j."employerId", (${openJobSql(now)}) AS "isOpen"
      FROM "Job" j JOIN "Employer" e ON e."id" = j."employerId"
      WHERE j."id" = ${jobId} AND j."status" = 'approved' AND j."deletedAt" IS NULL AND e."status" = 'approved'
    ), profile AS (
      SELECT cp."isProfileCompleted" AS "complete" FROM "CandidateProfile" cp WHERE cp."userId" = ${candidateId}
    ), application AS (
      INSERT INTO "Application" ("id", "jobId", "candidateId", "status", "statusChangedAt", "createdAt")
      SELECT ${randomUUID()}, job."id", ${candidateId}, 'applied', ${now}, ${now}
      FROM job, profile WHERE job."isOpen" AND profile."complete"
      ON CONFLICT ("candidateId", "jobId") DO NOTHING
      RETURNING "id", "createdAt"
    ), event AS (
      INSERT INTO "ApplicationEvent" ("id", "applicationId", "from", "to", "actorRole", "actorId", "createdAt")
      SELECT ${randomUUID()}, a."id", NULL, 'applied', 'Candidate', ${candidateId}, a."createdAt" FROM application a
      RETURNING "id"
    )
    SELECT job.*, (SELECT "complete" FROM profile) AS "profileComplete",
           a."id" AS "applicationId", a."createdAt" AS "appliedAt", event."id" AS "eventId"
    FROM (SELECT 1) AS one
    LEFT JOIN job ON true
    LEFT JOIN application a ON true
    LEFT JOIN event ON true`;
  const { isOpen, profileComplete, applicationId, eventId, appliedAt, ...job } = rows[0];
  return {
    profileComplete: profileComplete === true,
    job: job.id ? (job as AppliedJob) : null,
    jobOpen: isOpen === true,
    application: applicationId && eventId && appliedAt ? { id: applicationId, eventId, createdAt: new Date(appliedAt) } : null,
  };
}
