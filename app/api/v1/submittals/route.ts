// GET /api/v1/submittals?jobId=: the company's view of the submittals of one of its jobs (agreed to by the candidate).
import { withApi } from "@/lib/api/handler";
import { listCompanySubmittals } from "@/lib/desk/service/submittal-review";
import { listCompanySubmittals as listOp } from "@/lib/desk/operations/submittals";

export const GET = withApi(listOp, ({ user, query }) => listCompanySubmittals(user, query));
