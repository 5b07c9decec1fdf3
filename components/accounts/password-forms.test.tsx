// @vitest-environment happy-dom
// The account security forms: what each does with the action's answer. Reset: the confirmation must
// match, a bad link offers a new one, success links to the right login page. Forgot: the neutral
// message replaces the form; the admin variant fixes the account type. Change: the server's field
// error lands under "Current password", success clears the fields.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const actions = vi.hoisted(() => ({ forgot: vi.fn(), reset: vi.fn(), change: vi.fn() }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/lib/accounts/actions/auth", () => ({ forgotPasswordAction: actions.forgot, resetPasswordAction: actions.reset }));
vi.mock("@/lib/accounts/actions/security", () => ({ changePasswordAction: actions.change }));
vi.mock("@/lib/client/toast", () => ({ toastSuccess: toasts.success, toastError: toasts.error }));

const { ResetPasswordForm } = await import("@/components/accounts/reset-password-form");
const { ForgotPasswordForm } = await import("@/components/accounts/forgot-password-form");
const { ChangePasswordForm } = await import("@/components/accounts/change-password-form");

beforeEach(() => {
  for (const fn of [...Object.values(actions), ...Object.values(toasts)]) fn.mockReset();
});
afterEach(cleanup);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const press = (name: string) => act(async () => fireEvent.click(screen.getByRole("button", { name })));

describe("ResetPasswordForm", () => {
  it("refuses a confirmation that does not match, without calling the server", async () => {
    render(<ResetPasswordForm token="tok" />);
    type("New password", "Renewed@Pass5");
    type("Confirm new password", "Renewed@Pass6");
    await press("Reset password");
    expect(screen.getByText("Passwords do not match")).toBeTruthy();
    expect(actions.reset).not.toHaveBeenCalled();
  });

  it("sends the token and the password only; success shows the message and the login link of the account's type", async () => {
    actions.reset.mockResolvedValue({ ok: true, data: { role: "Admin" }, message: "Your password has been reset." });
    render(<ResetPasswordForm token="tok-123" />);
    type("New password", "Renewed@Pass5");
    type("Confirm new password", "Renewed@Pass5");
    await press("Reset password");
    expect(actions.reset).toHaveBeenCalledWith({ token: "tok-123", password: "Renewed@Pass5" });
    expect(screen.getByRole("status").textContent).toBe("Your password has been reset.");
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/admin/login");
  });

  it("a bad link: the message with 'Request a new link'; a refused password: the message under the field", async () => {
    actions.reset.mockResolvedValueOnce({ ok: false, code: "INVALID_TOKEN", status: 400, message: "This link has expired." });
    render(<ResetPasswordForm token="old" />);
    type("New password", "Renewed@Pass5");
    type("Confirm new password", "Renewed@Pass5");
    await press("Reset password");
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("This link has expired.");
    expect(screen.getByRole("link", { name: "Request a new link" }).getAttribute("href")).toBe("/forgot-password");
    expect(toasts.error).toHaveBeenCalledWith("This link has expired.");

    actions.reset.mockResolvedValueOnce({ ok: false, code: "VALIDATION", status: 400, message: "Too weak", errors: { password: "Too weak" } });
    await press("Reset password");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText("Too weak", { selector: "p" })).toBeTruthy();
  });
});

describe("ForgotPasswordForm", () => {
  it("replaces the form with the server's neutral message", async () => {
    actions.forgot.mockResolvedValue({ ok: true, data: null, message: "If an account with this email exists, we sent a link." });
    render(<ForgotPasswordForm />);
    fireEvent.change(screen.getByLabelText("Account type"), { target: { value: "Employer" } });
    type("Email", "HR@Example.com");
    await press("Send reset link");
    expect(actions.forgot).toHaveBeenCalledWith({ accountType: "Employer", email: "hr@example.com" });
    expect(screen.getByRole("status").textContent).toBe("If an account with this email exists, we sent a link.");
    expect(screen.queryByRole("button", { name: "Send reset link" })).toBeNull();
  });

  it("admin: no account type to choose, Admin is sent, and the way back is the admin login", async () => {
    actions.forgot.mockResolvedValue({ ok: false, code: "RATE_LIMITED", status: 429, message: "Please wait 20 seconds." });
    render(<ForgotPasswordForm admin />);
    expect(screen.queryByLabelText("Account type")).toBeNull();
    expect(screen.getByRole("link", { name: "Back to login" }).getAttribute("href")).toBe("/admin/login");
    type("Email", "root@example.com");
    await press("Send reset link");
    expect(actions.forgot).toHaveBeenCalledWith({ accountType: "Admin", email: "root@example.com" });
    expect(screen.getByRole("alert").textContent).toBe("Please wait 20 seconds.");
  });
});

describe("ChangePasswordForm", () => {
  it("shows a wrong current password under its field, and clears the fields after a success", async () => {
    actions.change
      .mockResolvedValueOnce({ ok: false, code: "VALIDATION", status: 400, message: "Current password is incorrect", errors: { currentPassword: "Current password is incorrect" } })
      .mockResolvedValueOnce({ ok: true, data: null, message: "Password changed successfully" });
    render(<ChangePasswordForm />);
    type("Current password", "Wrong@Pass1");
    type("New password", "Changed@Pass8");
    type("Confirm new password", "Changed@Pass8");
    await press("Change password");
    expect(actions.change).toHaveBeenCalledWith({ currentPassword: "Wrong@Pass1", password: "Changed@Pass8" });
    const current = screen.getByLabelText("Current password", { exact: true });
    expect(current.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Current password is incorrect", { selector: "p" })).toBeTruthy();

    type("Current password", "Test@12345");
    await press("Change password");
    expect(toasts.success).toHaveBeenCalledWith("Password changed successfully");
    expect((screen.getByLabelText("New password", { exact: true }) as HTMLInputElement).value).toBe("");
  });
});
