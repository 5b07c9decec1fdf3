// POST /api/v1/training/sessions/{id}/checkin-code: the batch's trainer opens check-in (a new code, 10 minutes, with a QR code).
import { withApi } from "@/lib/api/handler";
import { openSessionCheckin } from "@/lib/academy/operations/attendance";
import { openCheckin } from "@/lib/academy/service/attendance";

export const POST = withApi(openSessionCheckin, ({ user, params }) => openCheckin(user, params));
