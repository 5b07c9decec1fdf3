// POST /api/v1/training/sessions/{id}/checkin: an enrolled candidate checks in with the trainer's code while the session runs.
import { withApi } from "@/lib/api/handler";
import { checkInToSession } from "@/lib/academy/operations/attendance";
import { checkIn } from "@/lib/academy/service/attendance";

export const POST = withApi(checkInToSession, ({ user, params, body }) => checkIn(user, params, body));
