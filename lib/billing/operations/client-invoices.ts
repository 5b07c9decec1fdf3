// The invoice PDF and the client's side of billing (decisions.md section 21): who was billed reads and
// downloads its issued invoices; Finance and admins any invoice's PDF.
import { z } from "zod";
import "zod-openapi";
import { ROLES } from "@/lib/auth/types";
import { defineOperation } from "@/lib/api/operation";
import { ownCalls } from "@/lib/api/operation-fragments";
import { idParams } from "@/lib/validations/common";
import { PAGE_SIZE } from "@/lib/billing/schemas/invoices";
import { clientInvoicesQuerySchema } from "@/lib/billing/schemas/client-invoices";
import { invoicesPageSchema } from "@/lib/billing/contract/invoices";

export const invoicePdfOp = defineOperation({
  id: "invoicePdf",
  method: "GET",
  path: "/invoices/{id}/pdf",
  summary:
    "The tax invoice as a PDF (A4, CGST rule 46: supplier and recipient with GSTIN, number, dates, place of supply, SAC, taxes, total " +
    "in figures and words, reverse charge No) with, on its first page while a balance is due, a UPI QR code of " +
    "`upi://pay?pa={upiId}&pn={legalName}&am={balance}&cu=INR&tn={number}` (pn and tn percent-encoded). Finance and admins: any " +
    "invoice (a draft is marked DRAFT, says Draft for its number and has no QR code). The billed company's owners and recruiters, " +
    "and the billed person: its issued invoices. Anyone else, and a client asking for a draft, 404.",
  tag: "Billing",
  auth: ROLES,
  params: idParams,
  response: z.string(),
  binary: true,
  binaryType: "application/pdf",
  errors: [401, 404],
});

export const listEmployerInvoicesOp = defineOperation({
  id: "listEmployerInvoices",
  method: "GET",
  path: "/employer/invoices",
  summary:
    `The invoices issued to the company (issued, partly paid, paid), newest first, ${PAGE_SIZE} a page, full Invoice objects ` +
    "(owners and recruiters; interviewers 403; a login in no company 404).",
  ...ownCalls("Billing", ["Employer"]),
  query: clientInvoicesQuerySchema,
  response: invoicesPageSchema,
});

export const listCandidateInvoicesOp = defineOperation({
  id: "listCandidateInvoices",
  method: "GET",
  path: "/candidate/invoices",
  summary: `The invoices issued to the person (issued, partly paid, paid), newest first, ${PAGE_SIZE} a page, full Invoice objects.`,
  tag: "Billing",
  auth: ["Candidate"],
  errors: [401, 403],
  query: clientInvoicesQuerySchema,
  response: invoicesPageSchema,
});
