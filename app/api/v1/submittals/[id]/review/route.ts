// POST /api/v1/submittals/{id}/review: the company accepts (the application is created) or rejects with a reason.
import { withApi } from "@/lib/api/handler";
import { reviewSubmittal } from "@/lib/desk/service/submittal-review";
import { reviewSubmittal as reviewOp } from "@/lib/desk/operations/submittals";

export const POST = withApi(reviewOp, ({ user, params, body }) => reviewSubmittal(user, params, body));
