// @vitest-environment happy-dom
// The trainer's "Open check-in": a real dialog with the code shown large, the QR code (an image with a
// name) and the time the code stops working; "New code" replaces it; a refusal is a toast, no dialog.
// Given the session's times the button is offered from 30 minutes before the start until the end, and
// says why not otherwise (decisions.md section 20).
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const actions = vi.hoisted(() => ({ openCheckinAction: vi.fn() }));
const toast = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock("@/lib/academy/actions/attendance", () => actions);
vi.mock("@/lib/client/toast", () => toast);

const { CheckinDialog } = await import("@/components/academy/checkin-dialog");

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

const QR = "data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=";
const answer = (code: string) => ({ ok: true, data: { code, expiresAt: "2026-11-26T04:15:00.000Z", qr: QR }, message: "Check-in is open" });

describe("CheckinDialog", () => {
  it("opens check-in for the session and shows the code, the QR code and the expiry in a dialog", async () => {
    actions.openCheckinAction.mockResolvedValue(answer("K7M2QP"));
    render(<CheckinDialog sessionId="s-1" topic="Closures" />);
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Open check-in for Closures" }));
    expect(actions.openCheckinAction).toHaveBeenCalledWith({ sessionId: "s-1" });

    const dialog = screen.getByRole("dialog", { name: "Check-in: Closures" });
    expect(within(dialog).getByText("K7M2QP")).toBeTruthy();
    expect(within(dialog).getByRole("term").textContent).toBe("Check-in code");
    const qr = within(dialog).getByRole("img", { name: "QR code to check in to Closures" });
    expect(qr.getAttribute("src")).toBe(QR);
    expect(dialog.textContent).toContain("Valid until Nov 26, 2026, 9:45 AM IST");
    expect(dialog.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-26T04:15:00.000Z");
  });

  it("New code replaces the one shown; Done closes the dialog", async () => {
    actions.openCheckinAction.mockResolvedValueOnce(answer("K7M2QP")).mockResolvedValueOnce(answer("Z9X8W7"));
    render(<CheckinDialog sessionId="s-1" topic="Closures" />);
    await userEvent.click(screen.getByRole("button", { name: "Open check-in for Closures" }));
    const dialog = screen.getByRole("dialog", { name: "Check-in: Closures" });
    await userEvent.click(within(dialog).getByRole("button", { name: "New code" }));
    expect(within(dialog).getByText("Z9X8W7")).toBeTruthy();
    expect(within(dialog).queryByText("K7M2QP")).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("a refusal (the session has ended) is a toast, and no dialog opens", async () => {
    actions.openCheckinAction.mockResolvedValue({ ok: false, code: "NOT_OPEN", status: 409, message: "This session has ended: correct the register instead." });
    render(<CheckinDialog sessionId="s-1" topic="Closures" />);
    await userEvent.click(screen.getByRole("button", { name: "Open check-in for Closures" }));
    expect(toast.toastError).toHaveBeenCalledWith("This session has ended: correct the register instead.");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  const times = { startsAt: "2026-11-26T04:30:00.000Z", endsAt: "2026-11-26T06:30:00.000Z" };
  const button = () => screen.getByRole("button", { name: "Open check-in for Closures" }) as HTMLButtonElement;

  it("more than 30 minutes before the start: disabled, saying when it opens", () => {
    render(<CheckinDialog sessionId="s-1" topic="Closures" {...times} now="2026-11-26T03:59:00.000Z" />);
    expect(button().disabled).toBe(true);
    const reason = "Check-in opens at Nov 26, 2026, 9:30 AM IST, 30 minutes before the session starts.";
    expect(screen.getByText(reason)).toBeTruthy();
    expect(document.getElementById(button().getAttribute("aria-describedby")!)?.textContent).toBe(reason);
  });

  it("from 30 minutes before the start until the end: enabled, with no reason", () => {
    for (const now of ["2026-11-26T04:00:00.000Z", "2026-11-26T04:01:00.000Z", "2026-11-26T06:29:00.000Z"]) {
      render(<CheckinDialog sessionId="s-1" topic="Closures" {...times} now={now} />);
      expect(button().disabled).toBe(false);
      expect(button().getAttribute("aria-describedby")).toBeNull();
      cleanup();
    }
  });

  it("a session that has ended, or a cancelled batch: disabled, saying why", () => {
    render(<CheckinDialog sessionId="s-1" topic="Closures" {...times} now="2026-11-26T06:30:00.000Z" />);
    expect(button().disabled).toBe(true);
    expect(screen.getByText("This session has ended: correct the register instead.")).toBeTruthy();
    cleanup();
    render(<CheckinDialog sessionId="s-1" topic="Closures" {...times} now="2026-11-26T05:00:00.000Z" cancelled />);
    expect(button().disabled).toBe(true);
    expect(screen.getByText("This batch was cancelled.")).toBeTruthy();
  });
});
