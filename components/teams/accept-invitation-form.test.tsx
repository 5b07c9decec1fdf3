// @vitest-environment happy-dom
// The accept page's form: the company and role; a name, a password (with its rules) and the agreement
// only when the address has no Employer login; then a link to the employer login with the e-mail.
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const actions = vi.hoisted(() => ({ acceptInvitationAction: vi.fn() }));
const toast = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock("@/lib/teams/actions/members", () => actions);
vi.mock("@/lib/client/toast", () => toast);

const { AcceptInvitationForm } = await import("@/components/teams/accept-invitation-form");

const invitation = { orgName: "Acme", role: "recruiter" as const, email: "neha@example.com", needsAccount: true };

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe("AcceptInvitationForm", () => {
  it("a new login: name, password and agreement are required; then the employer login link", async () => {
    actions.acceptInvitationAction.mockResolvedValue({ ok: true, data: { id: "m1" }, message: "You have joined the team. Log in to continue." });
    render(<AcceptInvitationForm token="tok" invitation={invitation} />);
    expect(screen.getByRole("form", { name: "Join Acme" }).textContent).toContain("to join its hiring team as a recruiter.");
    await userEvent.click(screen.getByRole("button", { name: "Join Acme" }));
    expect(actions.acceptInvitationAction).not.toHaveBeenCalled();
    expect(screen.getByText("This field is required")).toBeTruthy();

    await userEvent.type(screen.getByLabelText("Full name"), "Neha Kulkarni");
    await userEvent.type(screen.getByLabelText("Password"), "Joined@2026");
    await userEvent.click(screen.getByRole("checkbox"));
    await userEvent.click(screen.getByRole("button", { name: "Join Acme" }));
    expect(actions.acceptInvitationAction).toHaveBeenCalledWith({ token: "tok", fullName: "Neha Kulkarni", password: "Joined@2026" });
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login?type=Employer&email=neha%40example.com");
  });

  it("an existing login only joins; a refused link is said in the form", async () => {
    actions.acceptInvitationAction.mockResolvedValue({ ok: false, code: "INVALID_TOKEN", status: 400, message: "This invitation has already been used." });
    render(<AcceptInvitationForm token="tok" invitation={{ ...invitation, needsAccount: false }} />);
    expect(screen.queryByLabelText("Password")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Join Acme" }));
    expect(actions.acceptInvitationAction).toHaveBeenCalledWith({ token: "tok", fullName: undefined, password: undefined });
    expect(screen.getByRole("alert").textContent).toBe("This invitation has already been used.");
  });
});
