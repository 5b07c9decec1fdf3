// GET /api/v1/applications/{id}: one application with its events, as the candidate or the job's employer sees it.
import { withApi } from "@/lib/api/handler";
import { getApplicationOp } from "@/lib/pipeline/operations";
import { getApplication } from "@/lib/pipeline/service/detail";

export const GET = withApi(getApplicationOp, ({ user, params }) => getApplication(user, params));
