// GET /api/v1/finance/reports/revenue: invoiced and collected per month and kind (Finance, admins).
import { withApi } from "@/lib/api/handler";
import { revenueReportOp } from "@/lib/billing/operations/reports";
import { revenueReport } from "@/lib/billing/service/reports";

export const GET = withApi(revenueReportOp, ({ user, query }) => revenueReport(user, query));
