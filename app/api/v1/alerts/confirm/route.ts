// GET /api/v1/alerts/confirm?token=: confirm a visitor's job alert from the mailed link (no login).
import { withApi } from "@/lib/api/handler";
import { confirmAlert as confirmAlertOp } from "@/lib/alerts/operations";
import { confirmAlert } from "@/lib/alerts/service/subscription";

export const GET = withApi(confirmAlertOp, async ({ query }) => confirmAlert(query.token));
