// GET /api/v1/training/certificates/{code}/pdf: the owner's certificate as a PDF download.
import { attachmentResponse } from "@/lib/api/download";
import { withApi } from "@/lib/api/handler";
import { certificatePdf as certificatePdfOp } from "@/lib/certificates/operations";
import { certificatePdf } from "@/lib/certificates/service/pdf";

export const GET = withApi(certificatePdfOp, async ({ user, params }) =>
  attachmentResponse(await certificatePdf(user, params.code), "application/pdf", "private, no-store"),
);
