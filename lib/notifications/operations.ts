import { defineOperation } from "@/lib/api/operation";
import { notificationsPageSchema, unreadSchema } from "@/lib/pipeline/contract";
import { ROLES } from "@/lib/auth/types";
import { markNotificationsReadSchema, notificationsQuerySchema } from "@/lib/pipeline/schemas";

// In-app notifications (decisions.md section 9): the header's bell and the notifications page.

/** Any logged-in role reads and marks its own notifications. */
const ownNotificationsCall = { tag: "Notifications", auth: ROLES, errors: [400, 401] } as const;

export const listNotificationsOp = defineOperation({
  id: "listNotifications",
  method: "GET",
  path: "/notifications",
  summary: "Your notifications, newest first, 20 a page, with the number of unread ones (any logged-in role)",
  ...ownNotificationsCall,
  query: notificationsQuerySchema,
  response: notificationsPageSchema,
});

export const markNotificationsReadOp = defineOperation({
  id: "markNotificationsRead",
  method: "POST",
  path: "/notifications/read",
  summary:
    "Mark your notifications read: those in `ids` (at most 100; ids that are not yours are ignored), or all of them when " +
    "`ids` is absent. Answers the number still unread.",
  ...ownNotificationsCall,
  body: markNotificationsReadSchema,
  response: unreadSchema,
});
