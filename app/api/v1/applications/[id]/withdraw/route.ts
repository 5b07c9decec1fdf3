// POST /api/v1/applications/{id}/withdraw: the candidate withdraws their own open application.
import { withApi } from "@/lib/api/handler";
import { withdrawApplicationOp } from "@/lib/pipeline/operations";
import { withdrawApplication } from "@/lib/applications/service/withdraw";

export const POST = withApi(withdrawApplicationOp, ({ user, params, body }) => withdrawApplication(user, { ...body, id: params.id }));
