// @vitest-environment happy-dom
// The Staff page's role filter: links (the URL holds the role), the chosen one marked as the current page.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StaffRoleFilter } from "@/components/accounts/staff-list";

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
    ]);
    expect(within(nav).getByRole("link", { name: "Trainers" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "All" }).getAttribute("aria-current")).toBeNull();
  });

  it("marks All when no role is chosen", () => {
    render(<StaffRoleFilter basePath="/admin/staff" />);
    expect(screen.getByRole("link", { name: "All" }).getAttribute("aria-current")).toBe("page");
  });
});
