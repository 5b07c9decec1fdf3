// @vitest-environment happy-dom
// Signup's 'Verify Your Email' (built on components/ui/code-dialog): an empty code is refused, a
// wrong one shows the server's message (or 'Invalid OTP'), Resend clears the field, Cancel clears it too.
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { VerifyEmailDialog } from "@/components/accounts/verify-email-dialog";

afterEach(cleanup);

function renderDialog(onVerify = vi.fn(), onResend = vi.fn(async () => {})) {
  const onClose = vi.fn();
  render(<VerifyEmailDialog open email="asha@example.com" onClose={onClose} onVerify={onVerify} onResend={onResend} />);
  const dialog = screen.getByRole("dialog", { name: "Verify Your Email", hidden: true });
  const field = within(dialog).getByLabelText("Verification code") as HTMLInputElement;
  return { dialog, field, onClose, onVerify, onResend };
}

describe("VerifyEmailDialog", () => {
  it("refuses an empty code without calling verify", async () => {
    const { dialog, onVerify } = renderDialog();
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Verify Email", hidden: true })));
    expect(within(dialog).getByRole("alert", { hidden: true }).textContent).toBe("Please enter the OTP");
    expect(onVerify).not.toHaveBeenCalled();
  });

  it("sends the trimmed code and shows a refusal; 'Invalid OTP' when the server gives no message", async () => {
    const onVerify = vi.fn().mockResolvedValueOnce({ ok: false, message: "OTP expired" }).mockResolvedValueOnce({ ok: false });
    const { dialog, field } = renderDialog(onVerify);
    fireEvent.change(field, { target: { value: " AB12 " } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Verify Email", hidden: true })));
    expect(onVerify).toHaveBeenCalledWith("AB12");
    expect(within(dialog).getByRole("alert", { hidden: true }).textContent).toBe("OTP expired");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Verify Email", hidden: true })));
    expect(within(dialog).getByRole("alert", { hidden: true }).textContent).toBe("Invalid OTP");
  });

  it("Resend code asks for a new code and clears the field; Cancel clears it and closes", async () => {
    const { dialog, field, onResend, onClose } = renderDialog();
    fireEvent.change(field, { target: { value: "ZZZZ" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Resend code", hidden: true })));
    expect(onResend).toHaveBeenCalledOnce();
    expect(field.value).toBe("");
    fireEvent.change(field, { target: { value: "QQQQ" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel", hidden: true }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(field.value).toBe("");
  });
});
