// Document numbers without gaps or repeats (decisions.md section 21, decision 0057): one row per prefix
// and financial year, incremented inside the transaction that issues the document. The statement takes
// the row's lock, so concurrent issues queue on it and each reads the number the one before left; a
// transaction that fails after it rolls its increment back, so no number is ever skipped.
import "server-only";
import { conflict } from "@/lib/api/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { NUMBERS_USED_UP_MESSAGE } from "@/lib/billing/rules/invoices";
import { documentNumber, MAX_SEQUENCE_NUMBER } from "@/lib/billing/rules/numbering";

/** The next number of (prefix, financial year), formatted: "TB/26-27/00001". Call inside the issuing transaction. */
export async function nextDocumentNumber(tx: Prisma.TransactionClient, prefix: string, financialYear: number): Promise<string> {
  const rows = await tx.$queryRaw<{ last: number }[]>`
    INSERT INTO "InvoiceSequence" ("prefix", "financialYear", "last") VALUES (${prefix}, ${financialYear}, 1)
    ON CONFLICT ("prefix", "financialYear") DO UPDATE SET "last" = "InvoiceSequence"."last" + 1
    RETURNING "last"`;
  const last = Number(rows[0].last);
  if (last > MAX_SEQUENCE_NUMBER) throw conflict(NUMBERS_USED_UP_MESSAGE);
  return documentNumber(prefix, financialYear, last);
}
