// GET /api/v1/desk/reports/funnel: the desk's funnel as JSON, or as a CSV download with ?format=csv.
import { attachmentResponse } from "@/lib/api/download";
import { withApi } from "@/lib/api/handler";
import { funnelReportOp } from "@/lib/desk/operations/placements";
import { funnelCsvFile, funnelReport } from "@/lib/desk/service/funnel";

export const GET = withApi(funnelReportOp, async ({ user, query }) =>
  query.format === "csv" ? attachmentResponse(await funnelCsvFile(user, query), "text/csv; charset=utf-8") : funnelReport(user, query),
);
