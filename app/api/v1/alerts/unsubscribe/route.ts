// GET /api/v1/alerts/unsubscribe?token=: the alert's state, changing nothing (mail scanners follow links);
// POST unsubscribes (deletes the alert): RFC 8058 one-click; the page's button calls the same service.
import { withApi } from "@/lib/api/handler";
import { alertSubscription as alertSubscriptionOp, unsubscribeAlertOneClick } from "@/lib/alerts/operations";
import { alertSubscription, unsubscribeAlert } from "@/lib/alerts/service/subscription";

export const GET = withApi(alertSubscriptionOp, async ({ query }) => alertSubscription(query.token));
export const POST = withApi(unsubscribeAlertOneClick, async ({ query }) => unsubscribeAlert(query.token));
