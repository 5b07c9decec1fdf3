// The verification signals on an admin's employer card (decisions.md section 12, docs/decisions/0021):
// the login e-mail's domain against the website, the GSTIN's check, and whether another employer has
// registered the same organisation name. The first two come from the row; the name check is one SQL
// query for the items being shown (a page, or the one item a decision returns).
import type { AdminEmployerJson } from "@/lib/moderation/contract";
import { db } from "@/lib/db";
import { emailDomainSignal } from "@/lib/employers/rules/email-domain";
import { isValidGstin } from "@/lib/employers/rules/gstin";

export type EmployerSignals = AdminEmployerJson["signals"];

export function employerSignals(row: { email: string; website: string | null; gstin: string | null }, duplicateName: boolean): EmployerSignals {
  return {
    emailDomain: emailDomainSignal(row.email, row.website),
    gstinValid: row.gstin === null ? null : isValidGstin(row.gstin),
    duplicateName,
  };
}

/**
 * Of `ids`, the employers whose organisation name another employer (any status) also has, compared
 * trimmed and case-insensitively ("Acme Ltd" and " acme ltd"). Only the given rows are looked at.
 */
export async function duplicateNameIds(ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT e."id" FROM "Employer" e
    WHERE e."id" = ANY(${[...ids]}::text[])
      AND EXISTS (
        SELECT 1 FROM "Employer" o
        WHERE o."id" <> e."id" AND lower(btrim(o."orgName")) = lower(btrim(e."orgName"))
      )`;
  return new Set(rows.map((row) => row.id));
}

/** Pairs each row with its duplicate-name flag (one query for all of them). */
export async function withDuplicateNames<R extends { id: string }>(rows: R[]): Promise<{ row: R; duplicateName: boolean }[]> {
  const duplicates = await duplicateNameIds(rows.map((row) => row.id));
  return rows.map((row) => ({ row, duplicateName: duplicates.has(row.id) }));
}
