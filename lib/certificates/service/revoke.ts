// The admin's side of certificates (decisions.md section 15): the console's list and revoking.
// Revoking stamps revokedAt and the reason (internal: the public page says only when) and takes back
// the verified skills the certificate gave, in one transaction. A second revoke (also a concurrent
// one) is 409: the stamp is a conditional update on "not revoked yet", so exactly one wins.
import "server-only";
import { conflict, notFound } from "@/lib/api/errors";
import { assertAdmin } from "@/lib/admin/service/access";
import type { SessionUser } from "@/lib/auth/types";
import type { AdminCertificateJson } from "@/lib/certificates/contract";
import { isCodeShape, normaliseCode } from "@/lib/certificates/rules";
import type { AdminCertificatesQuery, RevokeCertificateInput } from "@/lib/certificates/schemas";
import { adminCertificateJson, certificateSelect } from "@/lib/certificates/service/json";
import { lockSkillsOf, takeBackVerifiedSkills } from "@/lib/certificates/service/skills";
import { CERTIFICATE_NOT_FOUND_MESSAGE } from "@/lib/certificates/service/verify";
import { db } from "@/lib/db";
import type { Paged } from "@/lib/db/paged";
import type { Prisma } from "@/lib/generated/prisma/client";

export const ALREADY_REVOKED_MESSAGE = "This certificate is already revoked.";

/** POST admin/certificates/{code}/revoke: the certificate, now revoked. */
export async function revokeCertificate(admin: SessionUser, input: RevokeCertificateInput, now: Date = new Date()): Promise<AdminCertificateJson> {
  assertAdmin(admin);
  const code = normaliseCode(input.code);
  if (!isCodeShape(code)) throw notFound(CERTIFICATE_NOT_FOUND_MESSAGE);

  await db.$transaction(async (tx) => {
    const { count } = await tx.certificate.updateMany({ where: { code, revokedAt: null }, data: { revokedAt: now, revokeReason: input.reason } });
    const certificate = await tx.certificate.findUnique({ where: { code }, select: { candidateId: true } });
    if (!certificate) throw notFound(CERTIFICATE_NOT_FOUND_MESSAGE);
    if (count === 0) throw conflict(ALREADY_REVOKED_MESSAGE);

    await lockSkillsOf(tx, certificate.candidateId);
    const others = await tx.certificate.findMany({
      where: { candidateId: certificate.candidateId, revokedAt: null, code: { not: code } },
      select: { code: true, score: true, skills: true },
    });
    await takeBackVerifiedSkills(tx, {
      userId: certificate.candidateId,
      code,
      others: others.map((other) => ({ code: other.code, score: other.score, skillNames: other.skills })),
    });
  });

  const row = await db.certificate.findUniqueOrThrow({ where: { code }, select: certificateSelect });
  return adminCertificateJson(row);
}

/** GET admin/certificates: newest first, searched in SQL by the start of a code or part of a name. */
export async function listCertificates(admin: SessionUser, query: AdminCertificatesQuery): Promise<Paged<AdminCertificateJson>> {
  assertAdmin(admin);
  const { page, limit, search } = query;
  const where: Prisma.CertificateWhereInput = search
    ? { OR: [{ code: { startsWith: normaliseCode(search) } }, { name: { contains: search, mode: "insensitive" } }] }
    : {};
  const [rows, total] = await Promise.all([
    db.certificate.findMany({
      where,
      select: certificateSelect,
      orderBy: [{ issuedAt: "desc" }, { code: "desc" }],
      skip: (page - 1) * limit,
      take: limit,
    }),
    db.certificate.count({ where }),
  ]);
  return { items: rows.map(adminCertificateJson), total, page, limit, hasNextPage: page * limit < total };
}
