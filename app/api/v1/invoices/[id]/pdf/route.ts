// GET /api/v1/invoices/{id}/pdf: the tax invoice as a PDF download (decisions.md section 21).
import { attachmentResponse } from "@/lib/api/download";
import { withApi } from "@/lib/api/handler";
import { invoicePdfOp } from "@/lib/billing/operations/client-invoices";
import { invoicePdf } from "@/lib/billing/service/invoice-pdf";

export const GET = withApi(invoicePdfOp, async ({ user, params }) => attachmentResponse(await invoicePdf(user, params), "application/pdf", "private, no-store"));
