// "Who viewed my documents" (decisions.md section 12). The rules:
// - Every read of a candidate's stored file by someone else (an employer the candidate applied to, an
//   admin, a recruiter of the staffing desk) is logged after the access check passed and the bytes
//   exist; the owner's own reads are not.
// - The row keeps the viewer's name, role and organisation as they were at the time (employer: the
//   company name; admin and desk recruiter: TalentBridge Staffing; university: the institute), so the
//   list still reads right after the viewer renames the company or their account is erased (viewerId
//   is then null).
// - One person opening the same kind of document again within VIEW_REPEAT_WINDOW_MINUTES is not
//   logged again: a PDF viewer refetches (the file is served no-store), and a row per fetch would
//   flood the list while telling the candidate nothing new. Two truly concurrent first reads may
//   both be logged; that costs a duplicate row, never a missing one.
// - The list is the candidate's own rows only, newest first, paged in SQL.
import { randomUUID } from "node:crypto";
import { forbidden } from "@/lib/api/errors";
import type { DocumentViewsPage } from "@/lib/candidate-profile/contract";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { FileKind } from "@/lib/generated/prisma/enums";
import { COMPANY } from "@/lib/site/company";
import type { DocumentViewsQuery } from "@/lib/candidate-profile/schemas/document-views";

export const VIEW_REPEAT_WINDOW_MINUTES = 10;

/**
 * Logs that `viewer` read a file of `file.ownerId` (nothing for the owner). One statement: the
 * viewer's organisation is joined in, and the insert is skipped when the same person logged the
 * same kind of document inside the window.
 */
export async function recordFileView(viewer: SessionUser, file: { ownerId: string; kind: FileKind }): Promise<void> {
  if (viewer.id === file.ownerId) return;
  const now = new Date();
  const windowStart = new Date(now.getTime() - VIEW_REPEAT_WINDOW_MINUTES * 60_000);
  await db.$executeRaw`
    INSERT INTO "FileView" ("id", "ownerId", "viewerId", "viewerName", "viewerRole", "organisation", "fileKind", "viewedAt")
    SELECT ${randomUUID()}, ${file.ownerId}, u."id", u."name", u."role",
           CASE u."role"
             WHEN 'Employer' THEN e."orgName"
             WHEN 'University' THEN un."instituteName"
             WHEN 'Admin' THEN ${COMPANY.name}::text
             WHEN 'Recruiter' THEN ${COMPANY.name}::text
           END,
           ${file.kind}::"FileKind", ${now}
    FROM "User" u
    LEFT JOIN "Employer" e ON e."userId" = u."id"
    LEFT JOIN "University" un ON un."userId" = u."id"
    WHERE u."id" = ${viewer.id}
      AND NOT EXISTS (
        SELECT 1 FROM "FileView" v
        WHERE v."ownerId" = ${file.ownerId} AND v."viewerId" = u."id"
          AND v."fileKind" = ${file.kind}::"FileKind" AND v."viewedAt" > ${windowStart}
      )`;
}

/** GET candidate/document-views: one page of who opened the candidate's documents, newest first. */
export async function listDocumentViews(user: SessionUser, { page, limit }: DocumentViewsQuery): Promise<DocumentViewsPage> {
  if (user.role !== "Candidate") throw forbidden();
  const rows = await db.fileView.findMany({
    where: { ownerId: user.id },
    orderBy: [{ viewedAt: "desc" }, { id: "desc" }],
    skip: (page - 1) * limit,
    take: limit + 1,
    select: { viewerName: true, organisation: true, viewerRole: true, fileKind: true, viewedAt: true },
  });
  return {
    items: rows.slice(0, limit).map((row) => ({
      viewer: row.viewerName,
      organisation: row.organisation,
      role: row.viewerRole,
      fileKind: row.fileKind,
      viewedAt: row.viewedAt.toISOString(),
    })),
    page,
    hasNextPage: rows.length > limit,
  };
}
