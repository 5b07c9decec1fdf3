// PUT /api/v1/training/enrollments/{id}/result: the batch's trainer saves a draft score (Trainer only).
import { withApi } from "@/lib/api/handler";
import { recordResult as recordResultOp } from "@/lib/certificates/operations";
import { recordResult } from "@/lib/certificates/service/results";

export const PUT = withApi(recordResultOp, ({ user, params, body }) => recordResult(user, { id: params.id, score: body.score }));
