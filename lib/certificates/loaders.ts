import "server-only";
import { cache } from "react";
import { requireRole } from "@/lib/auth/guards";
import type { CertificateJson } from "@/lib/certificates/contract";
import { adminCertificatesQuerySchema } from "@/lib/certificates/schemas";
import { certificatePath, normaliseCode } from "@/lib/certificates/rules";
import { certificateCodeParams } from "@/lib/certificates/schemas";
import { certificateJson } from "@/lib/certificates/service/json";
import { listCertificates } from "@/lib/certificates/service/revoke";
import { findCertificate } from "@/lib/certificates/service/verify";
import { firstValues, parseSearchParams, type SearchParams } from "@/lib/validations/common";

/**
 * /certificates/{code}: the public certificate or null (the page answers 404), read once per request
 * for both the metadata and the page. The same look-up as the API, so the same timing for any code.
 */
export const loadPublicCertificate = cache(async (code: string): Promise<CertificateJson | null> => {
  if (code.length > 64) return null;
  const row = await findCertificate(code);
  return row ? certificateJson(row) : null;
});

/**
 * /admin/certificates: a page of certificates, searched from the URL. The read checks the Admin role
 * itself: a layout does not guard its pages' RSC payload on client-side navigation.
 */
export async function loadAdminCertificates(params: SearchParams) {
  const admin = await requireRole("Admin");
  const query = parseSearchParams(adminCertificatesQuerySchema, params);
  return { query, result: await listCertificates(admin, query) };
}

/**
 * /certificates?code=…: the check form's answer. A code goes on to its own page (where an unknown code
 * says so); an over-long one stays here with the field's error; no code shows the empty form.
 */
export function certificateCheck(params: SearchParams): { redirectTo?: string; code: string; error?: string } {
  const typed = firstValues(params).code?.trim() ?? "";
  if (!typed) return { code: "" };
  const parsed = certificateCodeParams.safeParse({ code: typed });
  if (!parsed.success) return { code: typed.slice(0, 64), error: parsed.error.issues[0]?.message };
  return { code: typed, redirectTo: certificatePath(normaliseCode(parsed.data.code)) };
}
