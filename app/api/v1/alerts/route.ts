// POST /api/v1/alerts: create a job alert (candidate, or a visitor with email); GET: the candidate's alerts.
import { withApi } from "@/lib/api/handler";
import { createAlert as createAlertOp, listAlerts as listAlertsOp } from "@/lib/alerts/operations";
import { clientIp } from "@/lib/security/client-ip";
import { createAlert, listAlerts } from "@/lib/alerts/service/manage";

export const POST = withApi(createAlertOp, async ({ req, user, body }) => createAlert(user, body, { ip: clientIp(req.headers) }));
export const GET = withApi(listAlertsOp, async ({ user }) => listAlerts(user));
