import "server-only";
// Page data of /employer/invoices and /candidate/invoices (decisions.md section 21): the client's issued
// invoices as GET employer/invoices (candidate/invoices) answers them, each still owing something with its
// UPI QR code drawn here on the server as a PNG data URL (the page sends no QR library to the browser).
import QRCode from "qrcode";
import { ApiError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { parseSearchParams, type SearchParams } from "@/lib/validations/common";
import type { InvoiceJson, InvoicesPage } from "@/lib/billing/contract/invoices";
import { formatPaise } from "@/lib/billing/rules/money";
import { isPayable, upiPayUri, upiQrAlt } from "@/lib/billing/rules/upi";
import { clientInvoicesQuerySchema } from "@/lib/billing/schemas/client-invoices";
import { listCandidateInvoices, listEmployerInvoices } from "@/lib/billing/service/client-invoices";

export type ClientInvoice = InvoiceJson & { qr: { src: string; alt: string } | null };
export type ClientInvoicesLoad = { ok: true; page: number; hasNextPage: boolean; invoices: ClientInvoice[] } | { ok: false; message: string };

async function withQr(invoices: InvoiceJson[]): Promise<ClientInvoice[]> {
  // The payee as the PDF names it: today's settings (none saved yet: no QR codes).
  const payee = await db.billingSettings.findFirst({ select: { upiId: true, legalName: true } });
  return Promise.all(
    invoices.map(async (invoice) => {
      if (!payee || !isPayable(invoice)) return { ...invoice, qr: null };
      const src = await QRCode.toDataURL(upiPayUri(payee, invoice), { errorCorrectionLevel: "M", margin: 2, width: 176, type: "image/png" });
      return { ...invoice, qr: { src, alt: upiQrAlt(invoice, formatPaise(invoice.balance)) } };
    }),
  );
}

async function load(read: () => Promise<InvoicesPage>, page: number): Promise<ClientInvoicesLoad> {
  try {
    const data = await read();
    return { ok: true, page, hasNextPage: data.hasNextPage, invoices: await withQr(data.invoices) };
  } catch (error) {
    // An interviewer (403) or a login in no company (404): said on the page.
    if (error instanceof ApiError && error.status < 500) return { ok: false, message: error.message };
    throw error;
  }
}

export async function loadEmployerInvoices(user: SessionUser, searchParams: SearchParams): Promise<ClientInvoicesLoad> {
  const query = parseSearchParams(clientInvoicesQuerySchema, searchParams);
  return load(() => listEmployerInvoices(user, query), query.page);
}

export async function loadCandidateInvoices(user: SessionUser, searchParams: SearchParams): Promise<ClientInvoicesLoad> {
  const query = parseSearchParams(clientInvoicesQuerySchema, searchParams);
  return load(() => listCandidateInvoices(user, query), query.page);
}
