// @vitest-environment happy-dom
// The employer's Jobs menu shows only what the member's role in the company may open (issue 44): an
// interviewer sees the team and their interviews, never Post Jobs, View Applications, the agency's
// candidates or campus drives; owners and recruiters see them all, with "Submitted by TalentBridge".
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TeamRole } from "@/lib/generated/prisma/enums";

vi.mock("@/lib/accounts/actions/auth", () => ({ logoutAction: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));
vi.mock("next/navigation", () => ({ usePathname: () => "/employer/interviews", useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));
vi.mock("@/lib/client/api", () => ({ apiRequest: vi.fn(async () => ({ ok: false, code: "UNAVAILABLE", status: 0, message: "offline" })) }));

const { SiteHeader } = await import("@/components/site/site-header");
const { setSessionUser } = await import("@/lib/client/session-store");

afterEach(cleanup);

/** The Jobs menu's links, opened, for an Employer whose layout read `teamRole`. */
function jobsMenu(teamRole: TeamRole | undefined): string[] {
  const user = { id: "u1", name: "Ivan", email: "ivan@example.com", role: "Employer" as const };
  setSessionUser(user);
  render(<SiteHeader user={user} teamRole={teamRole} />);
  fireEvent.click(screen.getByRole("button", { name: "Jobs" }));
  const menu = document.getElementById("nav-jobs-menu") as HTMLElement;
  return within(menu).getAllByRole("link").map((link) => link.textContent ?? "");
}

describe("the employer's Jobs menu by team role", () => {
  it("an interviewer: the team and their interviews only", () => {
    expect(jobsMenu("interviewer")).toEqual(["Team", "Interviews"]);
  });

  const everything = ["Post Jobs", "View Applications", "Submitted by TalentBridge", "Team", "Interviews", "Campus drives", "Invoices"];

  it("a recruiter: everything but the company's billing details, with the agency's candidates awaiting a decision", () => {
    expect(jobsMenu("recruiter")).toEqual(everything);
  });

  it("an owner: everything, the billing details too", () => {
    expect(jobsMenu("owner")).toEqual([...everything, "Billing"]);
  });

  it("a page that did not read the role lists them all (each page still refuses what the role may not open)", () => {
    expect(jobsMenu(undefined)).toContain("Post Jobs");
  });
});
