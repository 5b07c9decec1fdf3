// @vitest-environment happy-dom
// The header's bell: a link to /notifications whose name carries the unread count, a visible badge when
// there are unread ones, one request per page visited, and the header shows it only when signed in.
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const api = vi.hoisted(() => ({ apiRequest: vi.fn() }));
vi.mock("@/lib/client/api", () => api);
const nav = vi.hoisted(() => ({ pathname: "/" }));
vi.mock("next/navigation", () => ({ usePathname: () => nav.pathname, useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));
vi.mock("@/lib/accounts/actions/auth", () => ({ logoutAction: vi.fn() }));

const { NotificationBell, bellLabel } = await import("@/components/notifications/notification-bell");
const { setUnreadCount } = await import("@/components/notifications/unread-store");
const { SiteHeader } = await import("@/components/site/site-header");
const { setSessionUser } = await import("@/lib/client/session-store");

function page(unread: number) {
  return { ok: true, data: { items: [], unread, page: 1, hasNextPage: false } };
}

beforeEach(() => {
  vi.clearAllMocks();
  act(() => setUnreadCount(undefined));
});
afterEach(cleanup);

describe("NotificationBell", () => {
  it("names the unread count for screen readers and shows it as a badge", async () => {
    api.apiRequest.mockResolvedValue(page(3));
    render(<NotificationBell pathname="/" userId="u1" />);
    const bell = await screen.findByRole("link", { name: "Notifications, 3 unread" });
    expect(bell.getAttribute("href")).toBe("/notifications");
    expect(within(bell).getByText("3")).toBeTruthy();
    expect(api.apiRequest).toHaveBeenCalledWith("GET", "/notifications", expect.objectContaining({ query: { page: 1 } }));
  });

  it("with nothing unread: plain 'Notifications' and no badge", async () => {
    api.apiRequest.mockResolvedValue(page(0));
    render(<NotificationBell pathname="/" userId="u1" />);
    await waitFor(() => expect(api.apiRequest).toHaveBeenCalledTimes(1));
    const bell = screen.getByRole("link", { name: "Notifications" });
    expect(bell.textContent).toBe("");
  });

  it("caps the badge at 99+ but names the real number", async () => {
    api.apiRequest.mockResolvedValue(page(120));
    render(<NotificationBell pathname="/" userId="u1" />);
    const bell = await screen.findByRole("link", { name: "Notifications, 120 unread" });
    expect(bell.textContent).toBe("99+");
  });

  it("asks again on navigation only (not on every render), and keeps the last count when a request fails", async () => {
    api.apiRequest.mockResolvedValueOnce(page(2));
    const { rerender } = render(<NotificationBell pathname="/" userId="u1" />);
    await screen.findByRole("link", { name: "Notifications, 2 unread" });
    rerender(<NotificationBell pathname="/" userId="u1" />);
    expect(api.apiRequest).toHaveBeenCalledTimes(1);

    api.apiRequest.mockResolvedValueOnce(page(5));
    rerender(<NotificationBell pathname="/candidate/applications" userId="u1" />);
    await screen.findByRole("link", { name: "Notifications, 5 unread" });
    expect(api.apiRequest).toHaveBeenCalledTimes(2);

    api.apiRequest.mockResolvedValueOnce({ ok: false, code: "UNAVAILABLE", status: 0, message: "offline" });
    rerender(<NotificationBell pathname="/jobs" userId="u1" />);
    await waitFor(() => expect(api.apiRequest).toHaveBeenCalledTimes(3));
    expect(screen.getByRole("link", { name: "Notifications, 5 unread" })).toBeTruthy();
  });

  it("follows the shared count (the notifications page marks read)", async () => {
    api.apiRequest.mockResolvedValue(page(4));
    render(<NotificationBell pathname="/" userId="u1" />);
    await screen.findByRole("link", { name: "Notifications, 4 unread" });
    act(() => setUnreadCount(1));
    expect(screen.getByRole("link", { name: "Notifications, 1 unread" })).toBeTruthy();
  });

  it("bellLabel", () => {
    expect(bellLabel(undefined)).toBe("Notifications");
    expect(bellLabel(0)).toBe("Notifications");
    expect(bellLabel(1)).toBe("Notifications, 1 unread");
  });
});

describe("SiteHeader's bell", () => {
  it("is there for a signed-in user", async () => {
    api.apiRequest.mockResolvedValue(page(1));
    const user = { id: "u1", name: "Asha", email: "asha@example.com", role: "Candidate" as const };
    act(() => setSessionUser(user));
    render(<SiteHeader user={user} />);
    expect(await screen.findByRole("link", { name: "Notifications, 1 unread" })).toBeTruthy();
  });

  it("is not there for a visitor, and nothing is asked", () => {
    act(() => setSessionUser(null));
    render(<SiteHeader user={null} />);
    expect(screen.queryByRole("link", { name: /Notifications/ })).toBeNull();
    expect(api.apiRequest).not.toHaveBeenCalledWith("GET", "/notifications", expect.anything());
  });
});
