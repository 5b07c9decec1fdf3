// @vitest-environment happy-dom
// Signup on a first visit (decisions.md section 19): ?type= chooses the account type; the mobile takes
// what people type ("98220 12345", "+91 98220-12345") and the 10 digits are sent; the field cuts
// nothing; after the code, login with the e-mail filled in and `next` carried; the password rules
// are shown before typing and ticked as they are met.
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const actions = vi.hoisted(() => ({ send: vi.fn(), register: vi.fn() }));
const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock("@/lib/accounts/actions/auth", () => ({ sendSignupCodeAction: actions.send, registerAction: actions.register }));
vi.mock("@/lib/client/toast", () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const { SignupForm } = await import("@/components/accounts/signup-form");
const { signupPageProps } = await import("@/lib/accounts/schemas/auth-page");

beforeEach(() => {
  for (const fn of [actions.send, actions.register, router.push]) fn.mockReset();
  actions.send.mockResolvedValue({ ok: true, data: null });
  actions.register.mockResolvedValue({ ok: true, data: {} });
});
afterEach(cleanup);

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

async function fillCandidate(mobile: string) {
  const user = userEvent.setup();
  await user.type(field("Full Name"), "Asha Rao");
  await user.type(field("Email"), "Asha@Example.com");
  await user.type(field("Password"), "Secret@123");
  await user.type(field("Mobile Number"), mobile);
  await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
  return user;
}

async function submitAndVerify() {
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create Account" })));
  await screen.findByRole("dialog", { name: "Verify Your Email", hidden: true });
  fireEvent.change(screen.getByLabelText("Verification code"), { target: { value: "AB12" } });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Verify Email", hidden: true })));
}

describe("SignupForm on a first visit", () => {
  it.each(["98220 12345", "+91 98220-12345", "098220-12345"])("the mobile typed as %j is kept whole and 9822012345 is sent", async (typed) => {
    render(<SignupForm />);
    await fillCandidate(typed);
    // Nothing typed is cut: the field holds every character, and says it takes a phone number.
    expect(field("Mobile Number").value).toBe(typed);
    expect(field("Mobile Number").maxLength).toBeLessThan(0);
    expect(field("Mobile Number").getAttribute("inputmode")).toBe("tel");
    expect(field("Mobile Number").getAttribute("autocomplete")).toBe("tel");
    expect(screen.queryByText("Please enter a valid 10-digit mobile number")).toBeNull();
    await submitAndVerify();
    expect(actions.register).toHaveBeenCalledWith(expect.objectContaining({ mobile: "9822012345", email: "asha@example.com" }));
  });

  it("a mobile that is not one still gets the spec's message", async () => {
    render(<SignupForm />);
    await fillCandidate("+44 7911 123456");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create Account" })));
    expect(screen.getByText("Please enter a valid 10-digit mobile number")).toBeTruthy();
    expect(actions.send).not.toHaveBeenCalled();
  });

  it("after the code: login with the e-mail filled in and next carried", async () => {
    const page = signupPageProps({ next: "/jobs/abc" });
    expect(page.loginHref).toBe("/login?next=%2Fjobs%2Fabc");
    render(<SignupForm {...page.form} />);
    await fillCandidate("9822012345");
    await submitAndVerify();
    expect(router.push).toHaveBeenCalledWith("/login?email=asha%40example.com&next=%2Fjobs%2Fabc");
  });

  it("an off-site next is dropped, from the link and after the code", async () => {
    const page = signupPageProps({ next: "//evil.example" });
    expect(page.loginHref).toBe("/login");
    render(<SignupForm {...page.form} />);
    await fillCandidate("9822012345");
    await submitAndVerify();
    expect(router.push).toHaveBeenCalledWith("/login?email=asha%40example.com");
  });

  it("opens with the account type it is given (the Employer role card)", () => {
    render(<SignupForm accountType="Employer" />);
    expect((screen.getByLabelText("Account type") as HTMLSelectElement).value).toBe("Employer");
    expect(field("Organization Name")).toBeTruthy();
    expect(screen.queryByLabelText("Full Name")).toBeNull();
  });

  it("shows the password rules before typing and ticks each as it is met", async () => {
    render(<SignupForm />);
    const password = field("Password");
    const rules = document.getElementById(`${password.id}-rules`);
    expect(rules).toBeTruthy();
    expect(password.getAttribute("aria-describedby")?.split(" ")).toContain(rules?.id);
    const items = within(rules as HTMLElement).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "At least 8 characters (not met)",
      "One uppercase letter (A-Z) (not met)",
      "One lowercase letter (a-z) (not met)",
      "One number (0-9) (not met)",
      "One special character: @ $ ! % * ? & (not met)",
      "No spaces or other symbols (not met)",
    ]);
    await userEvent.setup().type(password, "secret1");
    expect(within(rules as HTMLElement).getByText("One lowercase letter (a-z)").textContent).toBe("One lowercase letter (a-z) (met)");
    expect(within(rules as HTMLElement).getByText("One number (0-9)").textContent).toBe("One number (0-9) (met)");
    expect(within(rules as HTMLElement).getByText("One uppercase letter (A-Z)").textContent).toBe("One uppercase letter (A-Z) (not met)");
    expect(screen.getByText("3 of 6 password rules met")).toBeTruthy();
  });
});
