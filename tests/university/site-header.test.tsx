// @vitest-environment happy-dom
// The spec's top navigation (issue 44): a university's Explore is an entry of the header itself, as a
// candidate's Find Jobs; its "Campus" menu holds the campus pages.
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("@/lib/accounts/actions/auth", () => ({ logoutAction: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));
vi.mock("next/navigation", () => ({ usePathname: () => "/university/students", useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));
vi.mock("@/lib/client/api", () => ({ apiRequest: vi.fn(async () => ({ ok: false, code: "UNAVAILABLE", status: 0, message: "offline" })) }));

const { SiteHeader } = await import("@/components/site/site-header");
const { setSessionUser } = await import("@/lib/client/session-store");

afterEach(cleanup);

describe("a university's header", () => {
  it("shows Explore as its own entry, the campus pages in the Campus menu", () => {
    const user = { id: "u1", name: "Pune Institute", email: "tpo@pune.example", role: "University" as const };
    setSessionUser(user);
    render(<SiteHeader user={user} />);
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Explore" }).getAttribute("href")).toBe("/university/explore");
    fireEvent.click(within(nav).getByRole("button", { name: "Campus" }));
    const menu = document.getElementById("nav-campus-menu") as HTMLElement;
    expect(within(menu).getAllByRole("link").map((link) => link.textContent)).toEqual(["Students", "Drives", "Reports"]);
  });
});
