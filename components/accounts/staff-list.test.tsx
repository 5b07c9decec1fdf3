// @vitest-environment happy-dom
// The Staff page's role filter: links (the URL holds the role), the chosen one marked as the current page.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock("@/lib/accounts/actions/staff", () => ({ setStaffActiveAction: vi.fn(), resendStaffLinkAction: vi.fn() }));
import { StaffRoleFilter, StaffTable } from "@/components/accounts/staff-list";

afterEach(cleanup);

describe("StaffRoleFilter", () => {
  it("links All and each staff role, marking the current one", () => {
    render(<StaffRoleFilter basePath="/admin/staff" current="Trainer" />);
    const nav = screen.getByRole("navigation", { name: "Filter staff by role" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["All", "/admin/staff"],
      ["Trainers", "/admin/staff?role=Trainer"],
      ["Recruiters", "/admin/staff?role=Recruiter"],
      ["Finance", "/admin/staff?role=Finance"],
    ]);
    expect(within(nav).getByRole("link", { name: "Trainers" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "All" }).getAttribute("aria-current")).toBeNull();
  });

  it("marks All when no role is chosen", () => {
    render(<StaffRoleFilter basePath="/admin/staff" />);
    expect(screen.getByRole("link", { name: "All" }).getAttribute("aria-current")).toBe("page");
  });
});

describe("StaffTable", () => {
  const member = (name: string, active: boolean) => ({
    id: name,
    name,
    email: `${name.toLowerCase()}@talentbridge.example`,
    role: "Trainer" as const,
    createdAt: "2026-11-01T10:00:00.000Z",
    passwordSet: true,
    active,
  });

  it("offers Deactivate and a new link for an active account, Reactivate for a deactivated one, each named", () => {
    render(<StaffTable staff={[member("Ravi", true), member("Meena", false)]} />);
    const [ravi, meena] = screen.getAllByRole("row").slice(1);
    expect(within(ravi!).getByRole("button", { name: "Deactivate Ravi" })).toBeTruthy();
    expect(within(ravi!).getByRole("button", { name: "Send Ravi a new link" })).toBeTruthy();
    expect(within(meena!).getByText("Deactivated")).toBeTruthy();
    expect(within(meena!).getByRole("button", { name: "Reactivate Meena" })).toBeTruthy();
    expect(within(meena!).queryByRole("button", { name: "Deactivate Meena" })).toBeNull();
  });
});
