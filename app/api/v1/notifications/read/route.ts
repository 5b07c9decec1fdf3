// POST /api/v1/notifications/read: marks the given (or all) of the user's notifications read.
import { withApi } from "@/lib/api/handler";
import { markNotificationsReadOp } from "@/lib/api/operations/notifications";
import { markRead } from "@/lib/services/notifications";

export const POST = withApi(markNotificationsReadOp, ({ user, body }) => markRead(user, body));
