// POST finance/invoices/{id}/payments (decisions.md section 21, decision 0057). One transaction that
// 1. locks the invoice row (`FOR UPDATE`): payments and credit notes on one invoice queue here, so each
//    reads the balance the one before left;
// 2. refuses a draft or cancelled invoice (409 NOT_ISSUED) and an amount + TDS above the balance (409
//    OVERPAID);
// 3. inserts the payment (the unique (method, reference) key refuses a second one, also a concurrent
//    one on another invoice: 409 DUPLICATE_PAYMENT);
// 4. adds it to the invoice and sets its status, conditional on the amounts it read (a `transition()`).
// The CHECK `paid + tds + credited <= total` holds even if a caller skipped the lock. After commit the
// bill-to gets a receipt, once per payment (sendOnce keyed by the payment's id).
import "server-only";
import { ApiError, badRequest, conflict, toApiError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { sendOnce } from "@/lib/email/once";
import { formatIndiaDay } from "@/lib/format/date";
import { transition, type Tx } from "@/lib/transitions/transition";
import { INVOICE_NOT_FOUND, type InvoiceStatusName } from "@/lib/billing/rules/invoices";
import { toSafeNumber } from "@/lib/billing/rules/money";
import {
  DUPLICATE_PAYMENT_MESSAGE,
  FUTURE_PAYMENT_MESSAGE,
  NOT_ISSUED_MESSAGE,
  OVERPAID_MESSAGE,
  settledStatus,
} from "@/lib/billing/rules/payments";
import type { PaymentData } from "@/lib/billing/schemas/payments";
import type { PaymentJson, RecordedPayment } from "@/lib/billing/contract/payments";
import { assertFinance } from "@/lib/billing/service/access";
import { dayDate, dayText, INVOICE_INCLUDE, invoiceJson } from "@/lib/billing/service/invoice-json";
import { receiptKey, receiptMail } from "@/lib/billing/mails/receipts";

/** Payments and credit notes on one invoice queue on its row: give the queue time (Prisma's defaults: 2 s wait, 5 s run). */
export const MONEY_QUEUE = { maxWait: 30_000, timeout: 30_000 };

export type LockedMoney = { id: string; status: InvoiceStatusName; total: number; paid: number; tds: number; credited: number; balance: number };

/** The invoice's amounts, its row locked until the transaction ends; null when there is none. */
export async function lockInvoiceMoney(tx: Tx, id: string): Promise<LockedMoney | null> {
  const rows = await tx.$queryRaw<{ id: string; status: InvoiceStatusName; total: bigint; paid: bigint; tds: bigint; credited: bigint }[]>`
    SELECT "id", "status"::text AS "status", "total", "paid", "tds", "credited" FROM "Invoice" WHERE "id" = ${id} FOR UPDATE`;
  const row = rows[0];
  if (!row) return null;
  const money = { total: toSafeNumber(row.total), paid: toSafeNumber(row.paid), tds: toSafeNumber(row.tds), credited: toSafeNumber(row.credited) };
  return { id: row.id, status: row.status, ...money, balance: money.total - money.paid - money.tds - money.credited };
}

/** The locked invoice's new amounts and status, written only while it still holds the amounts read. */
export function writeMoney(tx: Tx, seen: LockedMoney, add: { paid?: number; tds?: number; credited?: number }) {
  const next = { total: seen.total, paid: seen.paid + (add.paid ?? 0), tds: seen.tds + (add.tds ?? 0), credited: seen.credited + (add.credited ?? 0) };
  return tx.invoice.updateMany({
    where: { id: seen.id, status: seen.status, paid: BigInt(seen.paid), tds: BigInt(seen.tds), credited: BigInt(seen.credited) },
    data: { paid: BigInt(next.paid), tds: BigInt(next.tds), credited: BigInt(next.credited), status: settledStatus(next) },
  });
}

/** 409 NOT_ISSUED for a draft or a cancelled draft (a paid invoice is issued: it has no balance left). */
export function assertIssued(invoice: LockedMoney): void {
  if (invoice.status === "draft" || invoice.status === "cancelled") throw conflict(NOT_ISSUED_MESSAGE, "NOT_ISSUED");
}

/** Whether the bill-to may be mailed: not a person whose account is erased or scheduled for deletion. */
export async function mayMailBillTo(invoice: { candidateId: string | null }): Promise<boolean> {
  if (!invoice.candidateId) return true;
  const person = await db.user.findUnique({ where: { id: invoice.candidateId }, select: { deletedAt: true, deletionRequestedAt: true } });
  return !!person && !person.deletedAt && !person.deletionRequestedAt;
}

/** A unique key refused the row (the database's error, not one of ours). */
const isUniqueViolation = (error: unknown) => !(error instanceof ApiError) && toApiError(error)?.code === "CONFLICT";

function paymentJson(row: { id: string; invoiceId: string; amount: bigint; tds: bigint; date: Date; method: PaymentJson["method"]; reference: string; createdAt: Date }): PaymentJson {
  return {
    id: row.id,
    invoiceId: row.invoiceId,
    amount: toSafeNumber(row.amount),
    tds: toSafeNumber(row.tds),
    date: dayText(row.date)!,
    method: row.method,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Mails the receipt once; a failure is logged (the payment stands) and a later call may send it. */
export async function mailReceipt(result: RecordedPayment): Promise<void> {
  try {
    if (!(await mayMailBillTo(result.invoice))) return;
    await sendOnce(receiptKey(result.payment.id), receiptMail(result.invoice, result.payment));
  } catch (error) {
    console.error("[billing] payment recorded, but its receipt failed:", error instanceof Error ? error.message : error);
  }
}

export async function recordPayment(user: SessionUser, params: { id: string }, data: PaymentData, opts: { now?: Date } = {}): Promise<RecordedPayment> {
  assertFinance(user);
  if (data.date > formatIndiaDay(opts.now ?? new Date())) throw badRequest(FUTURE_PAYMENT_MESSAGE, { date: FUTURE_PAYMENT_MESSAGE });
  let paymentId = "";
  try {
    const result = await transition(`payment on invoice ${params.id}`, {
      update: async (tx) => {
        const invoice = await lockInvoiceMoney(tx, params.id);
        if (!invoice) return { count: 0 };
        assertIssued(invoice);
        if (data.amount + data.tds > invoice.balance) throw conflict(OVERPAID_MESSAGE, "OVERPAID");
        const payment = await tx.payment.create({
          data: { invoiceId: params.id, amount: BigInt(data.amount), tds: BigInt(data.tds), date: dayDate(data.date), method: data.method, reference: data.reference, recordedById: user.id },
          select: { id: true },
        });
        paymentId = payment.id;
        return writeMoney(tx, invoice, { paid: data.amount, tds: data.tds });
      },
      exists: async (tx) => (await tx.invoice.count({ where: { id: params.id } })) > 0,
      record: async () => {},
      load: async () => ({
        payment: paymentJson(await db.payment.findUniqueOrThrow({ where: { id: paymentId } })),
        invoice: invoiceJson(await db.invoice.findUniqueOrThrow({ where: { id: params.id }, include: INVOICE_INCLUDE })),
      }),
      notFoundMessage: INVOICE_NOT_FOUND,
      options: MONEY_QUEUE,
    });
    await mailReceipt(result);
    return result;
  } catch (error) {
    // The only unique key a payment's insert can break is (method, reference).
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_PAYMENT_MESSAGE, "DUPLICATE_PAYMENT");
    throw error;
  }
}
