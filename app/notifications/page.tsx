import type { Metadata } from "next";
import { loadNotifications } from "@/lib/notifications/loaders";
import type { SearchParams } from "@/lib/validations/common";
import { EmptyState } from "@/components/ui/empty-state";
import { PageLinks } from "@/components/ui/page-links";
import { NotificationList } from "@/components/notifications/notification-list";

export const metadata: Metadata = { title: "Notifications", robots: { index: false } };

// The signed-in user's notifications, newest first, paged in SQL; mark one or all as read.
export default async function NotificationsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { items, unread, hasNextPage, page } = await loadNotifications(await searchParams);

  return (
    <div className="container-page max-w-3xl py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900">Notifications</h1>
      {items.length === 0 ? (
        <EmptyState>
          {page === 1 ? "You have no notifications yet." : "No more notifications."}
        </EmptyState>
      ) : (
        <NotificationList items={items} unread={unread} />
      )}
      <PageLinks basePath="/notifications" page={page} hasNextPage={hasNextPage} />
    </div>
  );
}
