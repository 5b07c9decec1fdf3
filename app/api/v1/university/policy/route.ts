// PATCH /api/v1/university/policy: the institute's offer policy (one offer, or dream offers).
import { withApi } from "@/lib/api/handler";
import { setPolicyOp } from "@/lib/campus/operations/rosters";
import { setPolicy } from "@/lib/campus/service/universities";

export const PATCH = withApi(setPolicyOp, ({ user, body }) => setPolicy(user, body));
