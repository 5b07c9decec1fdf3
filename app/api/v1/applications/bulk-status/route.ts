// PATCH /api/v1/applications/bulk-status: the same move for up to 100 of the employer's applications, per-item results.
import { withApi } from "@/lib/api/handler";
import { bulkMoveOp } from "@/lib/pipeline/operations";
import { bulkMoveApplications } from "@/lib/pipeline/service/bulk";

export const PATCH = withApi(bulkMoveOp, ({ user, body }) => bulkMoveApplications(user, body));
