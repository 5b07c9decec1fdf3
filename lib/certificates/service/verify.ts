// GET certificates/{code} (decisions.md section 15): anyone may verify a certificate by its code.
// A guessed code must learn nothing from the answer or its timing: a malformed code and an unknown
// well-formed one both answer the same 404 after the same work.
import "server-only";
import { notFound } from "@/lib/api/errors";
import type { CertificateJson } from "@/lib/certificates/contract";
import { isCodeShape, normaliseCode } from "@/lib/certificates/rules";
import { certificateJson, certificateSelect, type CertificateRow } from "@/lib/certificates/service/json";
import { db } from "@/lib/db";

export const CERTIFICATE_NOT_FOUND_MESSAGE = "Certificate not found";

/**
 * The certificate row of a code, or null. The shape check is a regular expression over a string the
 * request schema already capped at 64 characters (a fixed, tiny cost), and its outcome does not decide
 * whether the database is asked: every code, well-formed or not, costs one primary-key look-up, so a
 * 404 for a malformed code takes as long as one for a well-formed code that does not exist (and as a
 * hit, which reads the same index). Only after the look-up are the two combined.
 */
export async function findCertificate(code: string): Promise<CertificateRow | null> {
  const normalised = normaliseCode(code);
  const wellFormed = isCodeShape(normalised);
  const row = await db.certificate.findUnique({ where: { code: normalised }, select: certificateSelect });
  return wellFormed && row ? row : null;
}

/** The public certificate; unknown (or malformed) codes are 404. */
export async function getCertificate(code: string): Promise<CertificateJson> {
  const row = await findCertificate(code);
  if (!row) throw notFound(CERTIFICATE_NOT_FOUND_MESSAGE);
  return certificateJson(row);
}
