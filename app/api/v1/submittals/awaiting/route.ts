// GET /api/v1/submittals/awaiting: the company's candidates put forward by TalentBridge, waiting for its decision.
import { withApi } from "@/lib/api/handler";
import { listAwaitingDecision } from "@/lib/desk/service/awaiting-decision";
import { listAwaitingDecision as listOp } from "@/lib/desk/operations/awaiting-decision";

export const GET = withApi(listOp, ({ user, query }) => listAwaitingDecision(user, query));
