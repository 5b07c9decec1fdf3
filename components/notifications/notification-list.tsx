"use client";

import Link from "next/link";
import { useEffect, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { markNotificationsReadAction } from "@/lib/notifications/actions";
import type { NotificationItem } from "@/lib/pipeline/contract";
import { toastError, toastSuccess } from "@/lib/client/toast";
import { formatDateTime } from "@/lib/format/date";
import { setUnreadCount, useUnreadCount } from "@/components/notifications/unread-store";

// Links are written by the server (a page of this site); anything else is shown as plain text.
const isLocalPath = (link: string) => link.startsWith("/") && !link.startsWith("//");

/**
 * One page of the user's notifications, newest first: unread ones marked (tint, a visible "Unread"
 * word that screen readers read too), "Mark as read" per item and "Mark all as read".
 */
export function NotificationList({ items, unread }: { items: NotificationItem[]; unread: number }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  // Marked here but not yet re-read from the server: shown as read at once.
  const [markedRead, setMarkedRead] = useState<ReadonlySet<string>>(() => new Set());
  const articles = useRef(new Map<string, HTMLElement>());

  // The page's count is the freshest: the header's bell follows it.
  useEffect(() => setUnreadCount(unread), [unread]);

  // The store answers as soon as an action does; the server's figure until then.
  const count = useUnreadCount() ?? unread;
  const isUnread = (item: NotificationItem) => !item.readAt && !markedRead.has(item.id);

  function mark(ids: string[] | undefined, after?: () => void) {
    startTransition(async () => {
      try {
        const result = await markNotificationsReadAction(ids ? { ids } : {});
        if (!result.ok) {
          toastError(result.message);
          return;
        }
        setMarkedRead((previous) => new Set([...previous, ...(ids ?? items.map((item) => item.id))]));
        setUnreadCount(result.data.unread);
        after?.();
        router.refresh();
      } catch (error) {
        console.error(error);
        toastError("Could not update your notifications. Please try again.");
      }
    });
  }

  function markOne(item: NotificationItem) {
    // The button disappears with the "Unread" mark: keep the keyboard user on the same item.
    mark([item.id], () => articles.current.get(item.id)?.focus());
  }

  function markAll() {
    mark(undefined, () => toastSuccess("All notifications marked as read"));
  }

  // Opening an unread notification reads it; the navigation does not wait for the answer.
  function opened(item: NotificationItem) {
    if (!isUnread(item)) return;
    markNotificationsReadAction({ ids: [item.id] })
      .then((result) => (result.ok ? setUnreadCount(result.data.unread) : undefined))
      .catch(() => undefined);
  }

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-slate-700">
          {count === 0 ? "No unread notifications" : `${count} unread`}
        </p>
        <button type="button" className="btn-outline px-4 py-2" onClick={markAll} disabled={pending || count === 0}>
          Mark all as read
        </button>
      </div>
      <ul aria-label="Notifications, newest first" className="space-y-3">
        {items.map((item) => {
          const unreadItem = isUnread(item);
          const titleId = `notification-${item.id}`;
          return (
            <li key={item.id}>
              <article
                ref={(node) => {
                  if (node) articles.current.set(item.id, node);
                  else articles.current.delete(item.id);
                }}
                tabIndex={-1}
                aria-labelledby={titleId}
                className={`rounded-xl border p-4 focus:outline-2 focus:outline-brand-600 ${
                  unreadItem ? "border-brand-300 border-l-4 border-l-brand-600 bg-brand-50" : "border-slate-200 bg-white"
                }`}
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h2 id={titleId} className="text-base font-semibold text-slate-900">
                    {isLocalPath(item.link) ? (
                      <Link href={item.link} onClick={() => opened(item)} className="text-brand-700 hover:underline">
                        {item.title}
                      </Link>
                    ) : (
                      item.title
                    )}
                  </h2>
                  {unreadItem ? (
                    <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">Unread</span>
                  ) : null}
                </div>
                <p className="mt-1 text-sm whitespace-pre-line break-words text-slate-800">{item.body}</p>
                <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                  <time dateTime={item.createdAt} className="text-xs text-slate-600">
                    {formatDateTime(item.createdAt)}
                  </time>
                  {unreadItem ? (
                    <button
                      type="button"
                      className="text-sm font-semibold text-brand-700 hover:underline disabled:opacity-70"
                      aria-label={`Mark as read: ${item.title}`}
                      disabled={pending}
                      onClick={() => markOne(item)}
                    >
                      Mark as read
                    </button>
                  ) : null}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
