// GET /api/v1/submittals/review-link?token=: what the mail's signed link shows; POST: the decision through it.
import { withApi } from "@/lib/api/handler";
import { describeReviewLink, reviewByLink } from "@/lib/desk/service/review-link";
import { describeReviewLink as describeOp, reviewByLink as reviewOp } from "@/lib/desk/operations/submittals";

export const GET = withApi(describeOp, ({ user, query }) => describeReviewLink(user, query.token));
export const POST = withApi(reviewOp, ({ user, body }) => reviewByLink(user, body));
