// @vitest-environment happy-dom
// The candidate's check-in form: a labelled 6-character code field (pre-filled from the QR link), the
// code checked before sending, and the outcome in words: checked in, not open (NOT_OPEN), a wrong or
// expired code (INVALID_CODE, at the field), too many tries (the server's words).
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const actions = vi.hoisted(() => ({ checkInAction: vi.fn() }));
const toast = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock("@/lib/academy/actions/attendance", () => actions);
vi.mock("@/lib/client/toast", () => toast);

const { CheckinForm } = await import("@/components/academy/checkin-form");

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

const field = () => screen.getByLabelText("Check-in code") as HTMLInputElement;
const submit = () => userEvent.click(screen.getByRole("button", { name: "Check in" }));

describe("CheckinForm", () => {
  it("a labelled code field, pre-filled from the QR link", () => {
    render(<CheckinForm sessionId="s-1" initialCode="k7m2qp" />);
    expect(field().value).toBe("K7M2QP");
    expect(field().getAttribute("aria-required")).toBe("true");
  });

  it("sends the session and the code; says the candidate is checked in", async () => {
    actions.checkInAction.mockResolvedValue({ ok: true, data: { sessionId: "s-1", checkedInAt: "2026-11-26T04:05:00.000Z" }, message: "You are checked in" });
    render(<CheckinForm sessionId="s-1" />);
    await userEvent.type(field(), "k7m-2qp");
    await submit();
    expect(actions.checkInAction).toHaveBeenCalledWith({ sessionId: "s-1", code: "K7M2QP" });
    expect(screen.getByRole("status").textContent).toBe("You are checked in (at Nov 26, 2026, 9:35 AM IST).");
    expect(screen.queryByLabelText("Check-in code")).toBeNull();
    expect(toast.toastSuccess).toHaveBeenCalledWith("You are checked in");
  });

  it("a code of the wrong shape is refused at the field; nothing is sent", async () => {
    render(<CheckinForm sessionId="s-1" />);
    await submit();
    expect(screen.getByText("Please enter the check-in code")).toBeTruthy();
    fireEvent.change(field(), { target: { value: "12" } });
    await submit();
    expect(screen.getByText("The check-in code has 6 letters and digits")).toBeTruthy();
    expect(field().getAttribute("aria-invalid")).toBe("true");
    expect(actions.checkInAction).not.toHaveBeenCalled();
  });

  it("NOT_OPEN: says check-in is open only while the session runs", async () => {
    actions.checkInAction.mockResolvedValue({ ok: false, code: "NOT_OPEN", status: 409, message: "Check-in is open only while the session runs." });
    render(<CheckinForm sessionId="s-1" initialCode="K7M2QP" />);
    await submit();
    expect(screen.getByRole("alert").textContent).toBe("Check-in is open only while the session runs.");
    expect(toast.toastError).not.toHaveBeenCalled();
  });

  it("INVALID_CODE: the message is at the field", async () => {
    actions.checkInAction.mockResolvedValue({
      ok: false,
      code: "INVALID_CODE",
      status: 400,
      message: "This check-in code is wrong or has expired. Ask your trainer for the current code.",
      errors: { code: "This check-in code is wrong or has expired. Ask your trainer for the current code." },
    });
    render(<CheckinForm sessionId="s-1" initialCode="K7M2QP" />);
    await submit();
    expect(field().getAttribute("aria-invalid")).toBe("true");
    const described = field().getAttribute("aria-describedby")!;
    expect(document.getElementById(described)?.textContent).toBe("This check-in code is wrong or has expired. Ask your trainer for the current code.");
  });

  it("too many tries: the server's words", async () => {
    actions.checkInAction.mockResolvedValue({ ok: false, code: "RATE_LIMITED", status: 429, message: "Too many wrong check-in codes. Please try again in 20 minutes." });
    render(<CheckinForm sessionId="s-1" initialCode="K7M2QP" />);
    await submit();
    expect(screen.getByRole("alert").textContent).toBe("Too many wrong check-in codes. Please try again in 20 minutes.");
  });
});
