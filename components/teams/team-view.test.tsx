// @vitest-environment happy-dom
// The team page's body: owners get the invitation dialog (e-mail, role with its sentence), a role
// select per member and "Remove" behind a confirmation; others read the list and may only leave.
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TeamJson } from "@/lib/teams/contract/common";

const actions = vi.hoisted(() => ({
  inviteMemberAction: vi.fn(),
  changeMemberRoleAction: vi.fn(),
  removeMemberAction: vi.fn(),
  acceptInvitationAction: vi.fn(),
}));
const toast = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
const router = vi.hoisted(() => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }));
vi.mock("@/lib/teams/actions/members", () => actions);
vi.mock("@/lib/client/toast", () => toast);
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const { TeamView } = await import("@/components/teams/team-view");

const team: TeamJson = {
  members: [
    { id: "m1", name: "Olivia Owner", email: "olivia@example.com", role: "owner" },
    { id: "m2", name: "Ravi Recruiter", email: "ravi@example.com", role: "recruiter" },
  ],
  invitations: [{ id: "i1", email: "new@example.com", role: "interviewer", expiresAt: "2026-12-03T06:00:00.000Z" }],
};

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe("TeamView", () => {
  it("owners: invite with a role explained, change a role at once, remove after confirming", async () => {
    actions.inviteMemberAction.mockResolvedValue({ ok: true, data: {}, message: "Invitation sent" });
    actions.changeMemberRoleAction.mockResolvedValue({ ok: true, data: {}, message: "Role changed" });
    actions.removeMemberAction.mockResolvedValue({ ok: true, data: null, message: "Member removed" });
    render(<TeamView orgName="Acme" team={team} me={{ memberId: "m1", role: "owner" }} />);
    expect(screen.getByRole("table", { name: /Invitations waiting/ }).textContent).toContain("new@example.com");

    await userEvent.click(screen.getByRole("button", { name: "Invite a member" }));
    const dialog = screen.getByRole("dialog", { name: "Invite a member" });
    const role = within(dialog).getByLabelText(/^Role/);
    expect(role).toHaveProperty("value", "recruiter");
    await userEvent.selectOptions(role, "interviewer");
    expect(dialog.textContent).toContain("Interviewers see only the applications assigned to them");
    await userEvent.type(within(dialog).getByLabelText(/^E-mail/), "colleague@example.com");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(actions.inviteMemberAction).toHaveBeenCalledWith({ email: "colleague@example.com", role: "interviewer" });
    expect(router.refresh).toHaveBeenCalled();

    await userEvent.selectOptions(screen.getByLabelText("Role of Ravi Recruiter"), "owner");
    expect(actions.changeMemberRoleAction).toHaveBeenCalledWith({ memberId: "m2", role: "owner" });

    await userEvent.click(screen.getByRole("button", { name: "Remove Ravi Recruiter" }));
    const confirm = screen.getByRole("dialog", { name: "Remove this member?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Remove" }));
    expect(actions.removeMemberAction).toHaveBeenCalledWith({ memberId: "m2" });
  });

  it("a refused role change (the last owner) puts the select back", async () => {
    actions.changeMemberRoleAction.mockResolvedValue({ ok: false, code: "LAST_OWNER", status: 409, message: "A company needs at least one owner." });
    render(<TeamView orgName="Acme" team={team} me={{ memberId: "m1", role: "owner" }} />);
    const select = screen.getByLabelText("Role of Olivia Owner");
    await userEvent.selectOptions(select, "recruiter");
    expect(toast.toastError).toHaveBeenCalledWith("A company needs at least one owner.");
    expect(select).toHaveProperty("value", "owner");
  });

  it("others read the list: no dialog, no selects, no pending invitations; they may leave", async () => {
    render(<TeamView orgName="Acme" team={{ ...team, invitations: [] }} me={{ memberId: "m2", role: "recruiter" }} />);
    expect(screen.queryByRole("button", { name: "Invite a member" })).toBeNull();
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(screen.queryByRole("button", { name: /^Remove/ })).toBeNull();
    expect(screen.queryByText("Pending invitations")).toBeNull();
    expect(screen.getByRole("rowheader", { name: "Ravi Recruiter (you)" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Leave team" })).toBeTruthy();
  });

  it.each([
    ["owner", "You are an owner:"],
    ["recruiter", "You are a recruiter:"],
    ["interviewer", "You are an interviewer:"],
  ] as const)("says the viewer's role with its article (%s; never 'a interviewer')", (role, words) => {
    render(<TeamView orgName="Acme" team={team} me={{ memberId: "m2", role }} />);
    expect(screen.getByText(new RegExp(words)).textContent).not.toContain("a interviewer");
  });
});
