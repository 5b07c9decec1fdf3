// GET /api/v1/finance/reports/gstr1: one GSTR-1 table of a month as the offline tool's CSV (Finance, admins).
import { attachmentResponse } from "@/lib/api/download";
import { withApi } from "@/lib/api/handler";
import { gstr1Op } from "@/lib/billing/operations/reports";
import { gstr1File } from "@/lib/billing/service/gstr1";

export const GET = withApi(gstr1Op, async ({ user, query }) => attachmentResponse(await gstr1File(user, query), "text/csv; charset=utf-8"));
