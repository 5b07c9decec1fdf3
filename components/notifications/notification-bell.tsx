"use client";

import Link from "next/link";
import { useEffect } from "react";
import type { listNotificationsOp } from "@/lib/notifications/operations";
import { apiRequest } from "@/lib/client/api";
import { setUnreadCount, useUnreadCount } from "@/components/notifications/unread-store";
import { Bell } from "@/components/ui/icons";

let countOwner: string | null = null;

/** "Notifications, 3 unread": the count is part of the link's name, the badge only shows it. */
export function bellLabel(unread: number | undefined): string {
  return unread ? `Notifications, ${unread} unread` : "Notifications";
}

/**
 * The header's bell for a signed-in user: a link to /notifications with the unread count. The header
 * is a client component on static pages, so the count is read in the browser: once per page visited
 * (the pathname), one small request (page 1 of the list, which carries `unread`).
 */
export function NotificationBell({ pathname, userId }: { pathname: string; userId: string }) {
  const unread = useUnreadCount();

  useEffect(() => {
    // Another account in this tab (logout, login): never show the previous person's count.
    if (countOwner !== userId) setUnreadCount(undefined);
    countOwner = userId;
    const controller = new AbortController();
    apiRequest<typeof listNotificationsOp>("GET", "/notifications", { query: { page: 1 }, signal: controller.signal })
      .then((result) => {
        // A failure (logged out meanwhile, network) keeps the last count; the next page tries again.
        if (result.ok) setUnreadCount(result.data.unread);
      })
      .catch(() => undefined); // aborted: the user moved on before the answer came
    return () => controller.abort();
  }, [pathname, userId]);

  const current = pathname === "/notifications";
  return (
    <Link
      href="/notifications"
      aria-label={bellLabel(unread)}
      title="Notifications"
      aria-current={current ? "page" : undefined}
      className="relative flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-brand-700"
    >
      <Bell className="size-5" />
      {unread ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs leading-none font-bold text-white"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </Link>
  );
}
