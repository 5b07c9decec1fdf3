// POST /api/v1/desk/placements/{id}/check-ins: how a placed person is doing.
import { withApi } from "@/lib/api/handler";
import { logCheckInOp } from "@/lib/desk/operations/placements";
import { logCheckIn } from "@/lib/desk/service/check-ins";

export const POST = withApi(logCheckInOp, ({ user, params, body }) => logCheckIn(user, params, body));
