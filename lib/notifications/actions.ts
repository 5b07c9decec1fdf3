"use server";

import { defineAction } from "@/lib/actions/define-action";
import { ROLES } from "@/lib/auth/types";
import { markRead } from "@/lib/notifications/service";
import { markNotificationsReadSchema } from "@/lib/pipeline/schemas";

// "Mark as read" / "Mark all as read" on the notifications page and the bell: the same service as
// POST notifications/read. Any logged-in role; only the user's own notifications change.
export const markNotificationsReadAction = defineAction({ access: ROLES, input: markNotificationsReadSchema }, (input, user) =>
  markRead(user, input),
);
