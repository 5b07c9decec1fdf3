// POST finance/invoices/bulk-issue (decisions.md section 21): many drafts issued one by one.
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { roleCalls } from "@/lib/api/operation-fragments";
import { FINANCE_ROLES } from "@/lib/billing/rules/invoices";
import { BULK_ISSUE_MAX, bulkIssueSchema } from "@/lib/billing/schemas/reports";
import { bulkIssueSchemaResponse } from "@/lib/billing/contract/reports";

const financeCall = roleCalls("Billing", FINANCE_ROLES);

export const bulkIssueOp = defineOperation({
  id: "bulkIssueInvoices",
  method: "POST",
  path: "/finance/invoices/bulk-issue",
  summary:
    `Issue up to ${BULK_ISSUE_MAX} drafts, in the order given, each in its own transaction exactly as POST finance/invoices/{id}/issue ` +
    "does (numbers without gaps; a repeated id is issued once). Answers a result per id: `ok` with its number, or the code " +
    "and message it failed with (ISSUED, CONFLICT for a cancelled one, NOT_FOUND, …); one failure never stops the others.",
  ...financeCall,
  body: bulkIssueSchema,
  response: bulkIssueSchemaResponse,
});
