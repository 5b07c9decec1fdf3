import "server-only";
import type { AdminCertificateJson, CertificateJson } from "@/lib/certificates/contract";
import type { Prisma } from "@/lib/generated/prisma/client";

/** The columns a certificate's JSON is read from. */
export const certificateSelect = {
  code: true,
  name: true,
  programmeTitle: true,
  batchTitle: true,
  startDate: true,
  endDate: true,
  skills: true,
  score: true,
  issuedAt: true,
  revokedAt: true,
  revokeReason: true,
} satisfies Prisma.CertificateSelect;

export type CertificateRow = Prisma.CertificateGetPayload<{ select: typeof certificateSelect }>;

/** A @db.Date column as YYYY-MM-DD: Prisma gives it as midnight UTC of that day. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The public shape: never the revocation's reason (internal). */
export function certificateJson(row: CertificateRow): CertificateJson {
  return {
    code: row.code,
    name: row.name,
    programme: row.programmeTitle,
    batch: { title: row.batchTitle, startDate: dayOf(row.startDate), endDate: dayOf(row.endDate) },
    skills: row.skills,
    score: row.score,
    issuedAt: row.issuedAt.toISOString(),
    status: row.revokedAt ? "revoked" : "valid",
    ...(row.revokedAt ? { revokedAt: row.revokedAt.toISOString() } : {}),
  };
}

/** The console's shape: the public one plus the reason. */
export function adminCertificateJson(row: CertificateRow): AdminCertificateJson {
  return { ...certificateJson(row), ...(row.revokeReason ? { revokeReason: row.revokeReason } : {}) };
}
