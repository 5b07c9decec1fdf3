// @vitest-environment happy-dom
// The notifications page's list: unread ones marked (seen and heard), "Mark as read" per item and
// "Mark all as read" through the action; the bell's shared count follows the answer.
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { NotificationItem } from "@/lib/pipeline/contract";

const actions = vi.hoisted(() => ({ markNotificationsReadAction: vi.fn() }));
const router = vi.hoisted(() => ({ refresh: vi.fn() }));
const toast = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock("@/lib/notifications/actions", () => actions);
vi.mock("next/navigation", () => ({ useRouter: () => router }));
vi.mock("@/lib/client/toast", () => toast);

const { NotificationList } = await import("@/components/notifications/notification-list");
const { setUnreadCount, useUnreadCount } = await import("@/components/notifications/unread-store");

function Count() {
  return <p>Shared count: {String(useUnreadCount())}</p>;
}

const items: NotificationItem[] = [
  {
    id: "n2",
    kind: "application_status",
    title: "Shortlisted: QA Engineer",
    body: "Acme Ltd shortlisted your application.",
    link: "/candidate/applications",
    readAt: null,
    createdAt: "2026-11-20T09:00:00.000Z",
  },
  {
    id: "n1",
    kind: "application_status",
    title: "Under review: QA Engineer",
    body: "Acme Ltd is reviewing your application.",
    link: "/candidate/applications",
    readAt: "2026-11-19T09:00:00.000Z",
    createdAt: "2026-11-18T09:00:00.000Z",
  },
];

beforeEach(() => {
  vi.clearAllMocks();
  act(() => setUnreadCount(undefined));
});
afterEach(cleanup);

describe("NotificationList", () => {
  it("shows each item with its title link, body and date; unread ones say so", () => {
    render(<NotificationList items={items} unread={1} />);
    const [first, second] = screen.getAllByRole("article");
    expect(within(first).getByRole("link", { name: "Shortlisted: QA Engineer" }).getAttribute("href")).toBe("/candidate/applications");
    expect(within(first).getByText("Acme Ltd shortlisted your application.")).toBeTruthy();
    expect(first.textContent).toContain("Nov 20, 2026, 2:30 PM IST");
    expect(within(first).getByText("Unread")).toBeTruthy();
    expect(within(second).queryByText("Unread")).toBeNull();
    expect(within(second).queryByRole("button", { name: /Mark as read/ })).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("1 unread");
  });

  it("'Mark all as read' marks everything (no ids), updates the bell's count and refreshes", async () => {
    actions.markNotificationsReadAction.mockResolvedValue({ ok: true, data: { unread: 0 } });
    render(
      <>
        <NotificationList items={items} unread={1} />
        <Count />
      </>,
    );
    expect(screen.getByRole("status").textContent).toBe("1 unread");
    await userEvent.click(screen.getByRole("button", { name: "Mark all as read" }));
    expect(actions.markNotificationsReadAction).toHaveBeenCalledWith({});
    expect(screen.queryByText("Unread")).toBeNull();
    expect(screen.getByText(/^Shared count:/).textContent).toBe("Shared count: 0");
    expect(screen.getByText("No unread notifications")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Mark all as read" }).hasAttribute("disabled")).toBe(true);
    expect(toast.toastSuccess).toHaveBeenCalledWith("All notifications marked as read");
    expect(router.refresh).toHaveBeenCalled();
  });

  it("'Mark as read' on one sends its id only and keeps focus on that item", async () => {
    const third = { ...items[0], id: "n3", title: "Offer made: QA Engineer", createdAt: "2026-11-21T09:00:00.000Z" };
    actions.markNotificationsReadAction.mockResolvedValue({ ok: true, data: { unread: 1 } });
    render(<NotificationList items={[third, ...items]} unread={2} />);
    await userEvent.click(screen.getByRole("button", { name: "Mark as read: Shortlisted: QA Engineer" }));
    expect(actions.markNotificationsReadAction).toHaveBeenCalledWith({ ids: ["n2"] });
    const [offer, shortlisted] = screen.getAllByRole("article");
    expect(within(shortlisted).queryByText("Unread")).toBeNull();
    expect(within(offer).getByText("Unread")).toBeTruthy();
    expect(document.activeElement).toBe(shortlisted);
    expect(screen.getByRole("status").textContent).toBe("1 unread");
  });

  it("a failure shows the server's message and changes nothing", async () => {
    actions.markNotificationsReadAction.mockResolvedValue({ ok: false, code: "UNAVAILABLE", status: 503, message: "Service temporarily unavailable. Please try again." });
    render(<NotificationList items={items} unread={1} />);
    await userEvent.click(screen.getByRole("button", { name: "Mark all as read" }));
    expect(toast.toastError).toHaveBeenCalledWith("Service temporarily unavailable. Please try again.");
    expect(screen.getByText("Unread")).toBeTruthy();
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it("a link that is not a path of this site is not a link", () => {
    render(<NotificationList items={[{ ...items[0], link: "//evil.example/x" }]} unread={1} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByRole("heading", { name: "Shortlisted: QA Engineer" })).toBeTruthy();
  });
});
