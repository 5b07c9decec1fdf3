// @vitest-environment happy-dom
// The signup form's consent checkbox (decisions.md section 12): without it no code is sent and the
// message is shown under it, wired to the checkbox; ticked, the code is sent and the register call
// carries `consent: true`. Its label links to the two documents.
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const actions = vi.hoisted(() => ({ send: vi.fn(), register: vi.fn() }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/lib/accounts/actions/auth", () => ({ sendSignupCodeAction: actions.send, registerAction: actions.register }));
vi.mock("@/lib/client/toast", () => ({ toastSuccess: toasts.success, toastError: toasts.error }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }) }));

const { SignupForm } = await import("@/components/accounts/signup-form");
// The form loads its validation when first used (lib/client/lazy-resolver.ts); a browser has it by the
// first submit (it starts at the first focus), so it is loaded here before the tests submit.
await import("@/components/accounts/form-resolvers");
const { CONSENT_MESSAGE } = await import("@/lib/accounts/schemas/auth");

const CONSENT_LABEL = "I agree to the Privacy notice and the Terms of use";

beforeEach(() => {
  for (const fn of [...Object.values(actions), ...Object.values(toasts)]) fn.mockReset();
});
afterEach(cleanup);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

function fillCandidate() {
  type("Full Name", "Asha Rao");
  type("Email", "asha@example.com");
  type("Password", "Secret@123");
  type("Mobile Number", "9876543210");
}

const submit = () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Create Account" })));

describe("SignupForm consent", () => {
  it("the label names both documents and links to them", () => {
    render(<SignupForm />);
    const box = screen.getByRole("checkbox", { name: CONSENT_LABEL });
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole("link", { name: "Privacy notice" }).getAttribute("href")).toBe("/privacy");
    expect(screen.getByRole("link", { name: "Terms of use" }).getAttribute("href")).toBe("/terms");
  });

  it("cannot be submitted without it: the message is shown under the box and no code is sent", async () => {
    render(<SignupForm />);
    fillCandidate();
    await submit();
    const box = screen.getByRole("checkbox", { name: CONSENT_LABEL });
    const message = screen.getByText(CONSENT_MESSAGE);
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(box.getAttribute("aria-describedby")?.split(" ")).toContain(message.id);
    expect(actions.send).not.toHaveBeenCalled();
    expect(toasts.error).toHaveBeenCalledWith("Please fix the errors in the form");
  });

  it("ticked, it clears the message, sends the code and the register call carries consent: true", async () => {
    actions.send.mockResolvedValue({ ok: true, data: null });
    actions.register.mockResolvedValue({ ok: true, data: {} });
    render(<SignupForm />);
    fillCandidate();
    await submit();
    expect(screen.getByText(CONSENT_MESSAGE)).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole("checkbox", { name: CONSENT_LABEL })));
    await waitFor(() => expect(screen.queryByText(CONSENT_MESSAGE)).toBeNull());
    // Another account type keeps the tick (the agreement is not about the type).
    await act(async () => fireEvent.change(screen.getByLabelText("Account type"), { target: { value: "University" } }));
    await act(async () => fireEvent.change(screen.getByLabelText("Account type"), { target: { value: "Candidate" } }));
    expect((screen.getByRole("checkbox", { name: CONSENT_LABEL }) as HTMLInputElement).checked).toBe(true);
    fillCandidate();
    await submit();
    expect(actions.send).toHaveBeenCalledWith({ email: "asha@example.com", accountType: "Candidate" });

    const dialog = await screen.findByRole("dialog", { name: "Verify Your Email", hidden: true });
    fireEvent.change(screen.getByLabelText("Verification code"), { target: { value: "AB12" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Verify Email", hidden: true })));
    expect(dialog).toBeTruthy();
    expect(actions.register).toHaveBeenCalledWith(
      expect.objectContaining({ accountType: "Candidate", email: "asha@example.com", consent: true, otp: "AB12" }),
    );
  });
});
