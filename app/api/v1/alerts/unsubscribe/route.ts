// GET|POST /api/v1/alerts/unsubscribe?token=: delete a job alert from its mail; POST is RFC 8058 one-click.
import { withApi } from "@/lib/api/handler";
import { unsubscribeAlert as unsubscribeOp, unsubscribeAlertOneClick } from "@/lib/alerts/operations";
import { unsubscribeAlert } from "@/lib/alerts/service/subscription";

export const GET = withApi(unsubscribeOp, async ({ query }) => unsubscribeAlert(query.token));
export const POST = withApi(unsubscribeAlertOneClick, async ({ query }) => unsubscribeAlert(query.token));
