// In-app notifications (the header's bell and the notifications page; decisions.md section 9). They
// are written by the changes they announce, in the same transaction (lib/services/pipeline); this
// module reads them and marks them read, always for the acting user only.
import type { NotificationItem, NotificationsPage } from "@/lib/pipeline/contract";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { Tx } from "@/lib/transitions/transition";
import type { MarkNotificationsReadInput, NotificationsQuery } from "@/lib/pipeline/schemas";

export const NOTIFICATIONS_PAGE_SIZE = 20;

export type NewNotification = { userId: string; kind: string; title: string; body: string; link: string };

/** Writes a notification inside the caller's transaction (with the change it announces). */
export async function notify(tx: Tx, notification: NewNotification): Promise<void> {
  await tx.notification.create({ data: notification });
}

/** The user's unread notifications (the bell's number). */
export function unreadCount(user: SessionUser): Promise<number> {
  return db.notification.count({ where: { userId: user.id, readAt: null } });
}

/** The user's notifications, newest first, 20 a page (paged in SQL), with the unread count. */
export async function listNotifications(user: SessionUser, { page }: NotificationsQuery): Promise<NotificationsPage> {
  const [rows, unread] = await Promise.all([
    db.notification.findMany({
      where: { userId: user.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * NOTIFICATIONS_PAGE_SIZE,
      // One more row than the page only tells whether another page exists.
      take: NOTIFICATIONS_PAGE_SIZE + 1,
      select: { id: true, kind: true, title: true, body: true, link: true, readAt: true, createdAt: true },
    }),
    unreadCount(user),
  ]);
  const items: NotificationItem[] = rows.slice(0, NOTIFICATIONS_PAGE_SIZE).map((row) => ({
    ...row,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, unread, page, hasNextPage: rows.length > NOTIFICATIONS_PAGE_SIZE };
}

/**
 * Marks the given notifications read (all of the user's when `ids` is absent). Ids of other users'
 * notifications, or unknown ids, match nothing and are ignored: nobody learns whether they exist.
 * Already-read ones keep their first readAt.
 */
export async function markRead(user: SessionUser, { ids }: MarkNotificationsReadInput): Promise<{ unread: number }> {
  await db.notification.updateMany({
    where: { userId: user.id, readAt: null, ...(ids ? { id: { in: ids } } : {}) },
    data: { readAt: new Date() },
  });
  return { unread: await unreadCount(user) };
}
