// PATCH /api/v1/applications/{id}/status: the job's employer moves the application to another stage.
import { withApi } from "@/lib/api/handler";
import { moveApplicationOp } from "@/lib/pipeline/operations";
import { moveApplication } from "@/lib/pipeline/service/moves";

export const PATCH = withApi(moveApplicationOp, ({ user, params, body }) => moveApplication(user, { ...body, id: params.id }));
