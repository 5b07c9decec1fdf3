// @vitest-environment happy-dom
// Login's `next` (decisions.md section 19): after login the person goes to a same-site `next`, and
// never off the site whatever `next` holds (open-redirect test of the form's redirect target). The
// e-mail and account type can arrive filled in (from signup); the signup link carries `next` on.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const actions = vi.hoisted(() => ({ login: vi.fn(), cancel: vi.fn() }));
const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
vi.mock("@/lib/accounts/actions/auth", () => ({ loginAction: actions.login }));
vi.mock("@/lib/privacy/actions", () => ({ cancelDeletionAction: actions.cancel }));
vi.mock("@/lib/client/toast", () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));
vi.mock("@/lib/client/session-store", () => ({ setSessionUser: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const { LoginForm } = await import("@/components/accounts/login-form");
// The form loads its validation when first used (lib/client/lazy-resolver.ts); a browser has it by the
// first submit (it starts at the first focus), so it is loaded here before the tests submit.
await import("@/components/accounts/form-resolvers");

const USER = { id: "u1", name: "Asha", email: "asha@example.com", role: "Candidate" };

beforeEach(() => {
  for (const fn of [actions.login, actions.cancel, router.push, router.refresh]) fn.mockReset();
  actions.login.mockResolvedValue({ ok: true, data: USER, message: "Logged in successfully." });
});
afterEach(cleanup);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

async function signIn() {
  type("Email", "asha@example.com");
  type("Password", "Right@Pass1");
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Sign In" })));
  expect(actions.login).toHaveBeenCalledTimes(1);
}

describe("LoginForm and next", () => {
  it("goes to a same-site next after login", async () => {
    render(<LoginForm next="/jobs/abc?from=search" />);
    await signIn();
    expect(router.push).toHaveBeenCalledWith("/jobs/abc?from=search");
  });

  it("without next: home, and /admin on the admin page (as before)", async () => {
    render(<LoginForm />);
    await signIn();
    expect(router.push).toHaveBeenCalledWith("/");
    cleanup();
    actions.login.mockClear();
    render(<LoginForm admin />);
    await signIn();
    expect(router.push).toHaveBeenLastCalledWith("/admin");
  });

  it.each(["https://evil.example", "//evil.example", "/\\evil.example", "http://evil.example/jobs/1", "javascript:alert(1)", " //evil.example"])(
    "next=%j goes to the default, never off the site",
    async (next) => {
      render(<LoginForm next={next} />);
      await signIn();
      expect(router.push).toHaveBeenCalledWith("/");
      expect(router.push).toHaveBeenCalledTimes(1);
    },
  );

  it("fills the e-mail and account type it is given, and the signup link carries next", async () => {
    render(<LoginForm email="hr@acme.example" accountType="Employer" next="/jobs/abc" />);
    expect((screen.getByLabelText("Email", { exact: true }) as HTMLInputElement).value).toBe("hr@acme.example");
    expect((screen.getByLabelText("Account type") as HTMLSelectElement).value).toBe("Employer");
    expect(screen.getByRole("link", { name: "Create Account" }).getAttribute("href")).toBe("/signup?next=%2Fjobs%2Fabc");
    type("Password", "Right@Pass1");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Sign In" })));
    expect(actions.login).toHaveBeenCalledWith({ accountType: "Employer", email: "hr@acme.example", password: "Right@Pass1" });
    expect(router.push).toHaveBeenCalledWith("/jobs/abc");
  });

  it("an off-site next is not carried to signup either", () => {
    render(<LoginForm next="//evil.example" />);
    expect(screen.getByRole("link", { name: "Create Account" }).getAttribute("href")).toBe("/signup");
  });
});
