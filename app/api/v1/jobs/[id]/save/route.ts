// POST|DELETE /api/v1/jobs/{id}/save: the candidate saves an open job or removes it (both idempotent).
import { withApi } from "@/lib/api/handler";
import { saveJob as saveOp, unsaveJob as unsaveOp } from "@/lib/saved-jobs/operations";
import { saveJob, unsaveJob } from "@/lib/saved-jobs/service";

export const POST = withApi(saveOp, ({ user, params }) => saveJob(user, params));
export const DELETE = withApi(unsaveOp, ({ user, params }) => unsaveJob(user, params));
