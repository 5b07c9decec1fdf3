// POST /api/v1/applications/{id}/withdraw: the candidate withdraws their own open application.
import { withApi } from "@/lib/api/handler";
import { withdrawApplicationOp } from "@/lib/api/operations/pipeline";
import { withdrawApplication } from "@/lib/services/pipeline/withdraw";

export const POST = withApi(withdrawApplicationOp, ({ user, params, body }) => withdrawApplication(user, { ...body, id: params.id }));
