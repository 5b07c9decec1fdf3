"use server";

import { defineAction } from "@/lib/actions/define-action";
import { FINANCE_ROLES } from "@/lib/billing/rules/invoices";
import { bulkIssueSchema } from "@/lib/billing/schemas/reports";
import { bulkIssueInvoices } from "@/lib/billing/service/bulk-issue";

// Finance's drafts page: the same service as POST finance/invoices/bulk-issue (one draft issued is a
// bulk of one). The page reports each draft's result; the action succeeds when the call ran.

export const bulkIssueAction = defineAction({ access: FINANCE_ROLES, input: bulkIssueSchema }, (input, user) => bulkIssueInvoices(user, input));
