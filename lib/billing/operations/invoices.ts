// Finance's invoice calls (decisions.md section 21). Issuing numbers an invoice; the PDF, its mail,
// payments and credit notes come with the next steps of the billing issue.
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { ownCalls, roleCalls } from "@/lib/api/operation-fragments";
import { idParams } from "@/lib/validations/common";
import { FINANCE_ROLES } from "@/lib/billing/rules/invoices";
import { createInvoiceSchema, invoicesQuerySchema, PAGE_SIZE, updateInvoiceSchema } from "@/lib/billing/schemas/invoices";
import { invoiceJsonSchema, invoicesPageSchema } from "@/lib/billing/contract/invoices";

const financeCall = roleCalls("Billing", FINANCE_ROLES);
const invoiceCall = ownCalls("Billing", FINANCE_ROLES);

export const listInvoicesOp = defineOperation({
  id: "listInvoices",
  method: "GET",
  path: "/finance/invoices",
  summary:
    `Every invoice, newest first, ${PAGE_SIZE} a page, with its lines (Finance, admins). Filters: \`status\`, \`kind\`, \`employerId\`, ` +
    "`month` (YYYY-MM: the issue date's month, or a draft's creation month, India time).",
  ...financeCall,
  query: invoicesQuerySchema,
  response: invoicesPageSchema,
  alternative: {
    type: "text/csv",
    description:
      "with `format=csv`, every invoice the filters match (not paged, newest first, at most 50,000) as CSV (RFC 4180, formulas neutralised; amounts in rupees), as an attachment",
  },
});

export const createInvoiceOp = defineOperation({
  id: "createInvoice",
  method: "POST",
  path: "/finance/invoices",
  summary:
    "Draft a `manual` invoice for a company (`employerId`: its billing details are read, 409 until its owners gave them) or a person " +
    "(`candidateId`, optional `billingState` for the place of supply; absent: our state). Lines: description, SAC (998512, 998516, " +
    "998513, 999293), quantity (> 0, at most 4 decimals) and rate (whole paise). GST 18 %: CGST + SGST within our state, IGST otherwise. " +
    "409 until our billing settings are saved; an unknown company or person 404.",
  ...invoiceCall,
  body: createInvoiceSchema,
  response: invoiceJsonSchema,
  successStatus: 201,
  errors: [...invoiceCall.errors, 409],
});

export const updateInvoiceOp = defineOperation({
  id: "updateInvoice",
  method: "PATCH",
  path: "/finance/invoices/{id}",
  summary:
    "Change a draft's lines and/or (a person's) billing state; its bill-to is read again and the totals recomputed. An issued invoice " +
    "is 409 ISSUED (correct it with a credit note); a cancelled one 409 CONFLICT.",
  ...invoiceCall,
  params: idParams,
  body: updateInvoiceSchema,
  response: invoiceJsonSchema,
  errors: [...invoiceCall.errors, 409, "ISSUED"],
});

export const issueInvoiceOp = defineOperation({
  id: "issueInvoice",
  method: "POST",
  path: "/finance/invoices/{id}/issue",
  summary:
    "Issue a draft: numbered {prefix}/{yy-yy}/{00001} (one sequence per prefix and financial year, no gaps or repeats however many " +
    "are issued at once), `issueDate` today (India), `dueDate` after the client's payment terms (else the settings'), its bill-to " +
    "read again and frozen with its lines. Issuing it again is 409 ISSUED (it keeps its one number); a cancelled one 409 CONFLICT.",
  ...invoiceCall,
  params: idParams,
  response: invoiceJsonSchema,
  errors: [...invoiceCall.errors, 409, "ISSUED"],
});

export const cancelInvoiceOp = defineOperation({
  id: "cancelInvoice",
  method: "POST",
  path: "/finance/invoices/{id}/cancel",
  summary: "Cancel a draft (it never gets a number). An issued invoice is 409 ISSUED (credit it instead); a cancelled one 409 CONFLICT.",
  ...invoiceCall,
  params: idParams,
  response: invoiceJsonSchema,
  errors: [...invoiceCall.errors, 409, "ISSUED"],
});
