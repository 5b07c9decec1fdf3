// @vitest-environment happy-dom
// The header for the company's staff (decisions.md sections 15 and 21): a trainer gets "My batches"
// (/trainer) among the role links, Finance "Invoices" (/finance); staff have no profile page, so no Profile link, but Account settings and Logout.
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("@/lib/accounts/actions/auth", () => ({ logoutAction: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));
vi.mock("next/navigation", () => ({ usePathname: () => "/", useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));
vi.mock("@/lib/client/api", () => ({ apiRequest: vi.fn(async () => ({ ok: false, code: "UNAVAILABLE", status: 0, message: "offline" })) }));

const { SiteHeader } = await import("@/components/site/site-header");
const { setSessionUser } = await import("@/lib/client/session-store");

afterEach(cleanup);

function renderAs(role: "Trainer" | "Recruiter" | "Finance" | "Candidate") {
  const user = { id: "u1", name: "Ravi", email: "ravi@example.com", role };
  setSessionUser(user);
  render(<SiteHeader user={user} />);
}

describe("SiteHeader for staff", () => {
  it("a trainer sees My batches (/trainer), Account settings and Logout, and no Profile link", () => {
    renderAs("Trainer");
    expect(screen.getByRole("link", { name: "My batches" }).getAttribute("href")).toBe("/trainer");
    expect(screen.queryByRole("link", { name: "Profile" })).toBeNull();
    expect(screen.getByRole("link", { name: "Account settings" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Logout" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Find Jobs" })).toBeNull();
  });

  it("a recruiter has no My batches and no Profile link", () => {
    renderAs("Recruiter");
    expect(screen.queryByRole("link", { name: "My batches" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Profile" })).toBeNull();
  });

  it("Finance sees Invoices (/finance) and nothing of the desk or the academy, and no Profile link", () => {
    renderAs("Finance");
    expect(screen.getByRole("link", { name: "Invoices" }).getAttribute("href")).toBe("/finance");
    expect(screen.queryByRole("link", { name: "My batches" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Desk" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Profile" })).toBeNull();
    expect(screen.getByRole("link", { name: "Account settings" })).toBeTruthy();
  });

  it("a candidate keeps the Profile link to /candidate/profile and has no My batches", () => {
    renderAs("Candidate");
    expect(screen.getByRole("link", { name: "Profile" }).getAttribute("href")).toBe("/candidate/profile");
    expect(screen.queryByRole("link", { name: "My batches" })).toBeNull();
  });
});
