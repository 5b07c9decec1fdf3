// GET /api/v1/university/reports/placements: the placement report as JSON, or as a CSV download with ?format=csv.
import { attachmentResponse } from "@/lib/api/download";
import { withApi } from "@/lib/api/handler";
import { placementsReportOp } from "@/lib/campus/operations/placement-report";
import { placementReport, placementReportCsvFile } from "@/lib/campus/service/placement-report";

export const GET = withApi(placementsReportOp, async ({ user, query }) =>
  query.format === "csv" ? attachmentResponse(await placementReportCsvFile(user, query), "text/csv; charset=utf-8") : placementReport(user, query),
);
