// GET training/certificates/{code}/pdf (decisions.md section 15): the owner's certificate as a PDF
// with a QR code to its public page. Anyone else's code, or an unknown one, is 404; a revoked
// certificate is no longer handed out as a document (410), its public page says it was revoked.
import "server-only";
import { gone, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { isCodeShape, normaliseCode, verifyUrl } from "@/lib/certificates/rules";
import { certificateJson, certificateSelect } from "@/lib/certificates/service/json";
import { drawCertificate } from "@/lib/certificates/service/pdf-layout";
import { CERTIFICATE_NOT_FOUND_MESSAGE } from "@/lib/certificates/service/verify";
import { db } from "@/lib/db";

export const REVOKED_PDF_MESSAGE = "This certificate was revoked.";

export type CertificatePdf = { bytes: Uint8Array; fileName: string };

export async function certificatePdf(user: SessionUser, rawCode: string): Promise<CertificatePdf> {
  const code = normaliseCode(rawCode);
  if (!isCodeShape(code)) throw notFound(CERTIFICATE_NOT_FOUND_MESSAGE);
  const row = await db.certificate.findFirst({ where: { code, candidateId: user.id }, select: certificateSelect });
  if (!row) throw notFound(CERTIFICATE_NOT_FOUND_MESSAGE);
  if (row.revokedAt) throw gone(REVOKED_PDF_MESSAGE);
  const bytes = await drawCertificate(certificateJson(row), verifyUrl(row.code));
  // The code is [0-9A-Z] by its shape check: nothing in the file name needs quoting.
  return { bytes, fileName: `certificate-${row.code}.pdf` };
}
