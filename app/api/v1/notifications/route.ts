// GET /api/v1/notifications: the user's notifications, newest first, 20 a page, with the unread count.
import { withApi } from "@/lib/api/handler";
import { listNotificationsOp } from "@/lib/api/operations/notifications";
import { listNotifications } from "@/lib/services/notifications";

export const GET = withApi(listNotificationsOp, ({ user, query }) => listNotifications(user, query));
