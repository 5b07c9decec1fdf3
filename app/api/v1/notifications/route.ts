// GET /api/v1/notifications: the user's notifications, newest first, 20 a page, with the unread count.
import { withApi } from "@/lib/api/handler";
import { listNotificationsOp } from "@/lib/notifications/operations";
import { listNotifications } from "@/lib/notifications/service";

export const GET = withApi(listNotificationsOp, ({ user, query }) => listNotifications(user, query));
