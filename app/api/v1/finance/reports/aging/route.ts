// GET /api/v1/finance/reports/aging: receivables per client by days past due (Finance, admins).
import { withApi } from "@/lib/api/handler";
import { agingReportOp } from "@/lib/billing/operations/reports";
import { agingReport } from "@/lib/billing/service/reports";

export const GET = withApi(agingReportOp, ({ user }) => agingReport(user));
