// @vitest-environment happy-dom
// The header's Logout goes through the logout server action (which ends the session on the server).
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const logout = vi.hoisted(() => vi.fn());
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
vi.mock("@/lib/accounts/actions/auth", () => ({ logoutAction: logout }));
vi.mock("@/lib/client/toast", () => ({ toastSuccess: toasts.success, toastError: toasts.error }));
vi.mock("next/navigation", () => ({ usePathname: () => "/", useRouter: () => router }));
// The header's notification bell reads /api/v1 in the browser: no server here, so no network either.
vi.mock("@/lib/client/api", () => ({ apiRequest: vi.fn(async () => ({ ok: false, code: "UNAVAILABLE", status: 0, message: "offline" })) }));

const { SiteHeader } = await import("@/components/site/site-header");
const { setSessionUser } = await import("@/lib/client/session-store");
const user = { id: "u1", name: "Asha", email: "asha@example.com", role: "Candidate" as const };

beforeEach(() => setSessionUser(user)); // the store is module-wide: each test starts logged in

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("SiteHeader logout", () => {
  it("calls the logout action, then shows the logged-out header and goes home", async () => {
    logout.mockResolvedValue({ ok: true, data: null, message: "Logged out successfully" });
    render(<SiteHeader user={user} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith("Logged out successfully"));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(router.push).toHaveBeenCalledWith("/");
    expect(await screen.findByRole("link", { name: "Login" })).toBeTruthy();
  });

  it("a failed logout shows nothing and keeps the user logged in", async () => {
    logout.mockResolvedValue({ ok: false, code: "INTERNAL", status: 500, message: "Something went wrong. Please try again later." });
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(<SiteHeader user={user} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    log.mockRestore();
    expect(toasts.success).not.toHaveBeenCalled();
    expect(toasts.error).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Logout" })).toBeTruthy();
  });
});
