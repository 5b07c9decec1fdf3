// GET /api/v1/certificates/{code}: verify a certificate (anyone).
import { withApi } from "@/lib/api/handler";
import { getCertificate as getCertificateOp } from "@/lib/certificates/operations";
import { getCertificate } from "@/lib/certificates/service/verify";

export const GET = withApi(getCertificateOp, ({ params }) => getCertificate(params.code));
