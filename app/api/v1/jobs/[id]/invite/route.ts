// POST /api/v1/jobs/{id}/invite: the employer invites a discoverable candidate to apply (201, once per job and candidate).
import { withApi } from "@/lib/api/handler";
import { inviteToApply as inviteOp } from "@/lib/matching/operations/candidates";
import { inviteToApply } from "@/lib/matching/service/invite";

export const POST = withApi(inviteOp, ({ user, params, body }) => inviteToApply(user, params, body));
