// POST /api/v1/submittals/{id}/consent: the candidate accepts or declines being put forward.
import { withApi } from "@/lib/api/handler";
import { answerSubmittal } from "@/lib/desk/service/submittals";
import { answerSubmittal as answerOp } from "@/lib/desk/operations/submittals";

export const POST = withApi(answerOp, ({ user, params, body }) => answerSubmittal(user, params, body));
