// POST /api/v1/notifications/read: marks the given (or all) of the user's notifications read.
import { withApi } from "@/lib/api/handler";
import { markNotificationsReadOp } from "@/lib/notifications/operations";
import { markRead } from "@/lib/notifications/service";

export const POST = withApi(markNotificationsReadOp, ({ user, body }) => markRead(user, body));
