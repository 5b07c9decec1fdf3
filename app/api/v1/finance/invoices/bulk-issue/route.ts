// POST /api/v1/finance/invoices/bulk-issue: drafts issued one by one, a result each (Finance, admins).
import { withApi } from "@/lib/api/handler";
import { bulkIssueOp } from "@/lib/billing/operations/bulk-issue";
import { bulkIssueInvoices } from "@/lib/billing/service/bulk-issue";

export const POST = withApi(bulkIssueOp, ({ user, body }) => bulkIssueInvoices(user, body));
