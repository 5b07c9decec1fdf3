// GET /api/v1/candidate/submittals: the candidate's requests to be put forward by TalentBridge.
import { withApi } from "@/lib/api/handler";
import { listCandidateSubmittals } from "@/lib/desk/service/submittal-lists";
import { listCandidateSubmittals as listOp } from "@/lib/desk/operations/submittals";

export const GET = withApi(listOp, ({ user, query }) => listCandidateSubmittals(user, query));
