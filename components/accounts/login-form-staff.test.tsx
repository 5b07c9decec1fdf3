// @vitest-environment happy-dom
// Staff at /login (decisions.md section 15): the account type offers the spec's three first, then
// Trainer, Recruiter and Finance; a trainer lands on /trainer, a recruiter at the desk, Finance on /finance; the forgot-password form
// offers the staff types too, and the signup form never does (staff accounts are made by an admin).
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const actions = vi.hoisted(() => ({ login: vi.fn(), forgot: vi.fn() }));
const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
vi.mock("@/lib/accounts/actions/auth", () => ({
  loginAction: actions.login,
  forgotPasswordAction: actions.forgot,
  sendSignupCodeAction: vi.fn(),
  registerAction: vi.fn(),
}));
vi.mock("@/lib/privacy/actions", () => ({ cancelDeletionAction: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));
vi.mock("@/lib/client/session-store", () => ({ setSessionUser: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/login", useSearchParams: () => new URLSearchParams() }));

const { LoginForm } = await import("@/components/accounts/login-form");
// The form loads its validation when first used (lib/client/lazy-resolver.ts); a browser has it by the
// first submit (it starts at the first focus), so it is loaded here before the tests submit.
await import("@/components/accounts/form-resolvers");
const { ForgotPasswordForm } = await import("@/components/accounts/forgot-password-form");
const { SignupForm } = await import("@/components/accounts/signup-form");

beforeEach(() => {
  for (const fn of [actions.login, actions.forgot, router.push, router.refresh]) fn.mockReset();
});
afterEach(cleanup);

const options = () => [...(screen.getByLabelText("Account type") as HTMLSelectElement).options].map((option) => option.value);
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

async function signInAs(role: "Trainer" | "Recruiter" | "Finance") {
  actions.login.mockResolvedValue({ ok: true, data: { id: "s1", name: "Ravi", email: "ravi@example.com", role }, message: "Logged in successfully." });
  render(<LoginForm />);
  fireEvent.change(screen.getByLabelText("Account type"), { target: { value: role } });
  type("Email", "ravi@example.com");
  type("Password", "Right@Pass1");
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Sign In" })));
  expect(actions.login).toHaveBeenCalledWith({ accountType: role, email: "ravi@example.com", password: "Right@Pass1" });
}

describe("staff at /login", () => {
  it("the account type offers the three signup types first, then Trainer, Recruiter and Finance; never Admin", () => {
    render(<LoginForm />);
    expect(options()).toEqual(["Candidate", "Employer", "University", "Trainer", "Recruiter", "Finance"]);
  });

  it("opens with a staff type it is given (?type=trainer)", () => {
    render(<LoginForm accountType="Trainer" />);
    expect((screen.getByLabelText("Account type") as HTMLSelectElement).value).toBe("Trainer");
  });

  it("a trainer lands on /trainer", async () => {
    await signInAs("Trainer");
    expect(router.push).toHaveBeenCalledWith("/trainer");
  });

  it("a recruiter lands at the staffing desk", async () => {
    await signInAs("Recruiter");
    expect(router.push).toHaveBeenCalledWith("/desk");
  });

  it("Finance lands on its invoices", async () => {
    await signInAs("Finance");
    expect(router.push).toHaveBeenCalledWith("/finance");
  });

  it("a same-site next still wins", async () => {
    actions.login.mockResolvedValue({ ok: true, data: { id: "s1", name: "Ravi", email: "ravi@example.com", role: "Trainer" }, message: "ok" });
    render(<LoginForm next="/trainer/batches/b1" />);
    type("Email", "ravi@example.com");
    type("Password", "Right@Pass1");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Sign In" })));
    expect(router.push).toHaveBeenCalledWith("/trainer/batches/b1");
  });

  it("forgot-password offers the staff types too", async () => {
    actions.forgot.mockResolvedValue({ ok: true, data: null, message: "sent" });
    render(<ForgotPasswordForm />);
    expect(options()).toEqual(["Candidate", "Employer", "University", "Trainer", "Recruiter", "Finance"]);
    fireEvent.change(screen.getByLabelText("Account type"), { target: { value: "Recruiter" } });
    type("Email", "ravi@example.com");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send reset link" })));
    expect(actions.forgot).toHaveBeenCalledWith({ accountType: "Recruiter", email: "ravi@example.com" });
  });

  it("signup never offers a staff type", () => {
    render(<SignupForm />);
    expect(options()).toEqual(["Candidate", "Employer", "University"]);
  });
});
