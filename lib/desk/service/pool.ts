// The desk's pool (decisions.md section 17): whom a recruiter may see at all. A candidate is in it when
// their account stays (neither erased nor scheduled for deletion: someone leaving is put forward to no
// one) and they either let employers find them (CandidateProfile.discoverable) or are the academy's
// trainee (an Enrollment in any batch, not withdrawn; trainees need not be discoverable). Anyone else
// is a 404 to the desk, by search and by id alike.
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

/** SQL: the candidate `u` ("User") has an enrolment that is not withdrawn. */
export const traineeSql = Prisma.sql`EXISTS (SELECT 1 FROM "Enrollment" en WHERE en."candidateId" = u."id" AND en."status" <> 'withdrawn')`;

/** SQL: the candidate `u` ("User", joined to its "CandidateProfile" `p`) is in the desk's pool. */
export const deskPoolSql = Prisma.sql`u."role" = 'Candidate' AND u."deletedAt" IS NULL AND u."deletionRequestedAt" IS NULL AND (p."discoverable" OR ${traineeSql})`;

/** Whether the desk may see (and put forward) this candidate. */
export async function isInDeskPool(candidateId: string, client: Pick<typeof db, "$queryRaw"> = db): Promise<boolean> {
  const rows = await client.$queryRaw<{ ok: number }[]>`
    SELECT 1 AS "ok" FROM "User" u JOIN "CandidateProfile" p ON p."userId" = u."id" WHERE u."id" = ${candidateId} AND ${deskPoolSql}`;
  return rows.length > 0;
}

/**
 * Whether a recruiter may read this stored file (decisions.md section 20): the current résumé of a
 * candidate who lets employers find them and whose account stays. A trainee who is not discoverable,
 * an older file or any other document: no (GET files/{id} answers 404).
 */
export async function isScreenableResume(fileId: string, ownerId: string): Promise<boolean> {
  const rows = await db.$queryRaw<{ ok: number }[]>`
    SELECT 1 AS "ok" FROM "User" u JOIN "CandidateProfile" p ON p."userId" = u."id"
    WHERE u."id" = ${ownerId} AND p."resumeFileId" = ${fileId} AND p."discoverable"
      AND u."role" = 'Candidate' AND u."deletedAt" IS NULL AND u."deletionRequestedAt" IS NULL`;
  return rows.length > 0;
}
