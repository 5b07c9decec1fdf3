// POST /api/v1/admin/certificates/{code}/revoke: revoke a certificate with a reason (Admin only).
import { withApi } from "@/lib/api/handler";
import { revokeCertificate as revokeCertificateOp } from "@/lib/certificates/operations";
import { revokeCertificate } from "@/lib/certificates/service/revoke";

export const POST = withApi(revokeCertificateOp, ({ user, params, body }) => revokeCertificate(user, { code: params.code, reason: body.reason }));
