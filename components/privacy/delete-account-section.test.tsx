// @vitest-environment happy-dom
// "Delete my account": nothing for an admin; a real dialog asks for the password; the server's
// refusal lands under the field; success forgets the user and goes home with a toast.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const actions = vi.hoisted(() => ({ remove: vi.fn() }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
const session = vi.hoisted(() => ({ set: vi.fn() }));
vi.mock("@/lib/privacy/actions", () => ({ deleteAccountAction: actions.remove }));
vi.mock("@/lib/client/toast", () => ({ toastSuccess: toasts.success, toastError: toasts.error }));
vi.mock("@/lib/client/session-store", () => ({ setSessionUser: session.set }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const { DeleteAccountSection } = await import("@/components/privacy/delete-account-section");

beforeEach(() => {
  for (const fn of [actions.remove, toasts.success, toasts.error, router.push, router.refresh, session.set]) fn.mockReset();
});
afterEach(cleanup);

const press = (name: string) => act(async () => fireEvent.click(screen.getAllByRole("button", { name }).at(-1)!));
const dialog = () => screen.getByRole("dialog", { name: "Delete your account?" });

describe("DeleteAccountSection", () => {
  it("shows nothing to an admin", () => {
    const { container } = render(<DeleteAccountSection role="Admin" />);
    expect(container.innerHTML).toBe("");
  });

  it("opens a dialog that explains the 7 days and asks for the password; empty is refused in the browser", async () => {
    render(<DeleteAccountSection role="Candidate" />);
    expect(screen.getByRole("heading", { level: 2, name: "Delete my account" })).toBeTruthy();
    await press("Delete my account");
    expect(dialog().textContent).toContain("Log in within the 7 days");
    expect(dialog().textContent).toContain("Employers keep only an anonymous record of your applications");
    await press("Delete my account");
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(actions.remove).not.toHaveBeenCalled();
  });

  it("a wrong password: the server's message under the field, still logged in", async () => {
    actions.remove.mockResolvedValue({
      ok: false,
      status: 400,
      code: "VALIDATION",
      message: "Password is incorrect",
      errors: { password: "Password is incorrect" },
    });
    render(<DeleteAccountSection role="Employer" />);
    await press("Delete my account");
    expect(dialog().textContent).toContain("Your open and pending jobs close now");
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "Wrong@Pass1" } });
    await press("Delete my account");
    expect(actions.remove).toHaveBeenCalledWith({ password: "Wrong@Pass1" });
    expect(screen.getByText("Password is incorrect", { selector: "p" })).toBeTruthy();
    expect(session.set).not.toHaveBeenCalled();
    expect(router.push).not.toHaveBeenCalled();
  });

  it("success: forgets the user, toasts and goes home", async () => {
    const message = "Your account will be deleted in 7 days. Log in before then to cancel.";
    actions.remove.mockResolvedValue({ ok: true, data: { eraseAfter: "2026-12-01T00:00:00.000Z" }, message });
    render(<DeleteAccountSection role="University" />);
    await press("Delete my account");
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "Right@Pass1" } });
    await press("Delete my account");
    expect(session.set).toHaveBeenCalledWith(null);
    expect(toasts.success).toHaveBeenCalledWith(message);
    expect(router.push).toHaveBeenCalledWith("/");
  });
});
