// Reads for /notifications: the signed-in user's notifications, newest first, a page at a time.
import "server-only";
import { ROLES } from "@/lib/auth/types";
import type { NotificationsPage } from "@/lib/pipeline/contract";
import { requireRole } from "@/lib/auth/guards";
import { listNotifications } from "@/lib/notifications/service";
import { parseSearchParams, type SearchParams } from "@/lib/validations/common";
import { notificationsQuerySchema } from "@/lib/pipeline/schemas";

/** /notifications: every role has notifications; the page number comes from the URL (a bad one is page 1). */
export async function loadNotifications(searchParams: SearchParams): Promise<NotificationsPage> {
  const user = await requireRole(...ROLES);
  return listNotifications(user, parseSearchParams(notificationsQuerySchema, searchParams));
}
