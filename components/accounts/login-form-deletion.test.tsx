// @vitest-environment happy-dom
// The login form and a pending deletion: DELETION_PENDING shows the message and "Cancel deletion and
// log in", which sends the credentials the server just answered to and logs in. Other failures
// offer no such button.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const actions = vi.hoisted(() => ({ login: vi.fn(), cancel: vi.fn() }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
const session = vi.hoisted(() => ({ set: vi.fn() }));
vi.mock("@/lib/accounts/actions/auth", () => ({ loginAction: actions.login }));
vi.mock("@/lib/privacy/actions", () => ({ cancelDeletionAction: actions.cancel }));
vi.mock("@/lib/client/toast", () => ({ toastSuccess: toasts.success, toastError: toasts.error }));
vi.mock("@/lib/client/session-store", () => ({ setSessionUser: session.set }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const { LoginForm } = await import("@/components/accounts/login-form");
// The form loads its validation when first used (lib/client/lazy-resolver.ts); a browser has it by the
// first submit (it starts at the first focus), so it is loaded here before the tests submit.
await import("@/components/accounts/form-resolvers");

beforeEach(() => {
  for (const fn of [actions.login, actions.cancel, toasts.success, toasts.error, router.push, router.refresh, session.set]) fn.mockReset();
});
afterEach(cleanup);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const press = (name: string) => act(async () => fireEvent.click(screen.getByRole("button", { name })));
const CREDENTIALS = { accountType: "Employer", email: "hr@acme.example", password: "Right@Pass1" };
const PENDING = { ok: false, status: 403, code: "DELETION_PENDING", message: "This account is scheduled for deletion" };

async function signIn() {
  render(<LoginForm />);
  fireEvent.change(screen.getByLabelText("Account type"), { target: { value: "Employer" } });
  type("Email", CREDENTIALS.email);
  type("Password", CREDENTIALS.password);
  await press("Sign In");
}

describe("LoginForm and a pending deletion", () => {
  it("offers to cancel; cancelling sends the same credentials and logs in", async () => {
    actions.login.mockResolvedValue(PENDING);
    await signIn();
    expect(screen.getByRole("alert").textContent).toBe("This account is scheduled for deletion");
    // Typing something else afterwards does not change what the cancel sends.
    type("Password", "Other@Pass2");
    const user = { id: "u1", name: "Acme", email: CREDENTIALS.email, role: "Employer" };
    actions.cancel.mockResolvedValue({ ok: true, data: user, message: "Deletion cancelled. Welcome back!" });
    await press("Cancel deletion and log in");
    expect(actions.cancel).toHaveBeenCalledWith(CREDENTIALS);
    expect(session.set).toHaveBeenCalledWith(user);
    expect(toasts.success).toHaveBeenCalledWith("Deletion cancelled. Welcome back!");
    expect(router.push).toHaveBeenCalledWith("/");
    expect(screen.queryByRole("button", { name: "Cancel deletion and log in" })).toBeNull();
  });

  it("a refused cancel shows its message and drops the button", async () => {
    actions.login.mockResolvedValue(PENDING);
    await signIn();
    actions.cancel.mockResolvedValue({ ok: false, status: 410, code: "GONE", message: "Too late" });
    await press("Cancel deletion and log in");
    expect(screen.getByRole("alert").textContent).toBe("Too late");
    expect(screen.queryByRole("button", { name: "Cancel deletion and log in" })).toBeNull();
    expect(session.set).not.toHaveBeenCalled();
  });

  it("a wrong password offers no cancel", async () => {
    actions.login.mockResolvedValue({ ok: false, status: 401, code: "UNAUTHENTICATED", message: "Invalid email or password" });
    await signIn();
    expect(screen.getByRole("alert").textContent).toBe("Invalid email or password");
    expect(screen.queryByRole("button", { name: "Cancel deletion and log in" })).toBeNull();
  });
});
