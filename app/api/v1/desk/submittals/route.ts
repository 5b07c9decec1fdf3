// GET /api/v1/desk/submittals: the recruiter's own submittals; POST: put a candidate forward (201, awaiting consent).
import { withApi } from "@/lib/api/handler";
import { createSubmittal } from "@/lib/desk/service/submittals";
import { listDeskSubmittals } from "@/lib/desk/service/submittal-lists";
import { createDeskSubmittal, listDeskSubmittals as listOp } from "@/lib/desk/operations/submittals";

export const GET = withApi(listOp, ({ user, query }) => listDeskSubmittals(user, query));
export const POST = withApi(createDeskSubmittal, ({ user, body }) => createSubmittal(user, body));
