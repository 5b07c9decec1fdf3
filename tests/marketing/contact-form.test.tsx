// @vitest-environment happy-dom
// The contact form branches on the action's result code, never on its message text.
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

const submit = vi.hoisted(() => vi.fn());
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/lib/contact/actions", () => ({ submitContactMessage: submit }));
vi.mock("@/lib/client/toast", () => ({ toastSuccess: toasts.success, toastError: toasts.error }));

const { ContactForm } = await import("@/components/contact/contact-form");

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

async function fillAndSend() {
  const user = userEvent.setup();
  render(<ContactForm />);
  await user.type(screen.getByRole("textbox", { name: "Name" }), "Asha Rao");
  await user.type(screen.getByRole("textbox", { name: "Mobile" }), "9876543210");
  await user.type(screen.getByRole("textbox", { name: "Email" }), "asha@example.com");
  await user.type(screen.getByRole("textbox", { name: "Subject" }), "Do you hire freshers?");
  await user.click(screen.getByRole("button", { name: "Send Message" }));
}

describe("ContactForm", () => {
  it("thanks and clears the form on success", async () => {
    submit.mockResolvedValue({ ok: true, data: null, message: "Thank you! We will get back to you soon." });
    await fillAndSend();
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith("Thank you! We will get back to you soon."));
    expect(submit).toHaveBeenCalledWith({ name: "Asha Rao", mobile: "9876543210", email: "asha@example.com", subject: "Do you hire freshers?" });
    await waitFor(() => expect((screen.getByRole("textbox", { name: "Name" }) as HTMLInputElement).value).toBe(""));
  });

  it("on VALIDATION shows the server's field messages and the form-level toast", async () => {
    submit.mockResolvedValue({
      ok: false,
      code: "VALIDATION",
      status: 400,
      message: "Please enter a valid email address",
      errors: { email: "Please enter a valid email address" },
    });
    await fillAndSend();
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith("Please fix the errors in the form"));
    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
  });

  it("on RATE_LIMITED toasts the server's message (when to try again) and keeps the text", async () => {
    const message = "You have sent several messages already. Please try again in 30 minutes.";
    submit.mockResolvedValue({ ok: false, code: "RATE_LIMITED", status: 429, message });
    await fillAndSend();
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(message));
    expect((screen.getByRole("textbox", { name: "Name" }) as HTMLInputElement).value).toBe("Asha Rao");
  });
});
