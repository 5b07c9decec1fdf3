// POST|DELETE /api/v1/jobs/{id}/save: the candidate saves an open job or removes it (both idempotent).
import { withApi } from "@/lib/api/handler";
import { saveJob as saveOp, unsaveJob as unsaveOp } from "@/lib/api/operations/saved-jobs";
import { saveJob, unsaveJob } from "@/lib/services/saved-jobs";

export const POST = withApi(saveOp, ({ user, params }) => saveJob(user, params));
export const DELETE = withApi(unsaveOp, ({ user, params }) => unsaveJob(user, params));
