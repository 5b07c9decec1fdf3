// PATCH /api/v1/alerts/{id}: rename, change frequency, pause or resume; DELETE: remove (owner only).
import { withApi } from "@/lib/api/handler";
import { deleteAlert as deleteAlertOp, updateAlert as updateAlertOp } from "@/lib/alerts/operations";
import { deleteAlert, updateAlert } from "@/lib/alerts/service/manage";

export const PATCH = withApi(updateAlertOp, async ({ user, params, body }) => updateAlert(user, params.id, body));
export const DELETE = withApi(deleteAlertOp, async ({ user, params }) => deleteAlert(user, params.id));
