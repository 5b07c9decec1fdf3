// POST finance/invoices/{id}/credit-notes (decisions.md section 21, decision 0057), and the credit a
// placement's fee invoice gets when the placement falls through inside its guarantee. One transaction
// that locks the invoice row (queued with payments: ./payments.ts), refuses a draft or cancelled one
// (409 NOT_ISSUED) and more than the balance (409 OVER_CREDIT; absent: the whole balance), draws the
// next CN/{yy-yy}/{00001} of the India day's financial year from the same gap-less sequence as invoices
// (a failure rolls the number back), inserts the note and adds it to the invoice's `credited`, its
// status following (nothing left owed: `paid`, see settledStatus).
import "server-only";
import { conflict } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { formatIndiaDay } from "@/lib/format/date";
import { transition, type Tx } from "@/lib/transitions/transition";
import { INVOICE_NOT_FOUND } from "@/lib/billing/rules/invoices";
import { toSafeNumber } from "@/lib/billing/rules/money";
import { CREDIT_NOTE_PREFIX, financialYearOf } from "@/lib/billing/rules/numbering";
import { OVER_CREDIT_MESSAGE } from "@/lib/billing/rules/payments";
import type { CreditNoteData } from "@/lib/billing/schemas/credit-notes";
import type { CreditNoteJson } from "@/lib/billing/contract/credit-notes";
import { assertFinance } from "@/lib/billing/service/access";
import { dayDate } from "@/lib/billing/service/invoice-json";
import { assertIssued, lockInvoiceMoney, MONEY_QUEUE, writeMoney, type LockedMoney } from "@/lib/billing/service/payments";
import { nextDocumentNumber } from "@/lib/billing/service/sequence";

/**
 * Credits the locked, issued invoice `amount` paise (its balance when absent) inside the caller's
 * transaction; returns the note's id and whether the invoice's write won (it always does under the lock).
 */
export async function creditLockedInvoice(
  tx: Tx,
  invoice: LockedMoney,
  input: { amount?: number; reason: string; actorId: string | null; day: string },
): Promise<{ id: string; count: number }> {
  assertIssued(invoice);
  const amount = input.amount ?? invoice.balance;
  if (amount <= 0 || amount > invoice.balance) throw conflict(OVER_CREDIT_MESSAGE, "OVER_CREDIT");
  const number = await nextDocumentNumber(tx, CREDIT_NOTE_PREFIX, financialYearOf(input.day));
  const note = await tx.creditNote.create({
    data: { number, invoiceId: invoice.id, amount: BigInt(amount), reason: input.reason, issueDate: dayDate(input.day), createdById: input.actorId },
    select: { id: true },
  });
  const { count } = await writeMoney(tx, invoice, { credited: amount });
  return { id: note.id, count };
}

async function loadCreditNote(id: string): Promise<CreditNoteJson> {
  const row = await db.creditNote.findUniqueOrThrow({ where: { id }, select: { id: true, number: true, amount: true, reason: true, invoiceId: true } });
  return { ...row, amount: toSafeNumber(row.amount) };
}

export async function createCreditNote(user: SessionUser, params: { id: string }, data: CreditNoteData, opts: { now?: Date } = {}): Promise<CreditNoteJson> {
  assertFinance(user);
  const day = formatIndiaDay(opts.now ?? new Date());
  let noteId = "";
  return transition(`credit note on invoice ${params.id}`, {
    update: async (tx) => {
      const invoice = await lockInvoiceMoney(tx, params.id);
      if (!invoice) return { count: 0 };
      const note = await creditLockedInvoice(tx, invoice, { amount: data.amount, reason: data.reason, actorId: user.id, day });
      noteId = note.id;
      return note;
    },
    exists: async (tx) => (await tx.invoice.count({ where: { id: params.id } })) > 0,
    record: async () => {},
    load: () => loadCreditNote(noteId),
    notFoundMessage: INVOICE_NOT_FOUND,
    options: MONEY_QUEUE,
  });
}
