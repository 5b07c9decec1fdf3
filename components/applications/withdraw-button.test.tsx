// @vitest-environment happy-dom
// Withdraw: a real confirm dialog; confirming calls the action with the application's id, toasts and
// refreshes; Cancel sends nothing; a stale card (someone moved it first) closes and refreshes.
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const actions = vi.hoisted(() => ({ withdrawApplicationAction: vi.fn() }));
const router = vi.hoisted(() => ({ refresh: vi.fn() }));
const toast = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

vi.mock("@/lib/pipeline/actions", () => actions);
vi.mock("next/navigation", () => ({ useRouter: () => router }));
vi.mock("@/lib/client/toast", () => toast);

const { WithdrawButton } = await import("@/components/applications/withdraw-button");

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

function open() {
  render(<WithdrawButton applicationId="app-1" jobTitle="QA Engineer" orgName="Acme Ltd" />);
  return userEvent.click(screen.getByRole("button", { name: "Withdraw application for QA Engineer" }));
}

describe("WithdrawButton", () => {
  it("asks first; confirming withdraws this application, toasts and refreshes the list", async () => {
    actions.withdrawApplicationAction.mockResolvedValue({ ok: true, data: { id: "app-1", status: "withdrawn" }, message: "Application withdrawn" });
    await open();
    const dialog = screen.getByRole("dialog", { name: "Withdraw application?" });
    expect(dialog.textContent).toContain("QA Engineer");
    expect(dialog.textContent).toContain("Acme Ltd");
    expect(actions.withdrawApplicationAction).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole("button", { name: "Withdraw application" }));
    expect(actions.withdrawApplicationAction).toHaveBeenCalledTimes(1);
    expect(actions.withdrawApplicationAction).toHaveBeenCalledWith({ id: "app-1" });
    expect(toast.toastSuccess).toHaveBeenCalledWith("Application withdrawn");
    expect(router.refresh).toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("Cancel closes the dialog and sends nothing", async () => {
    await open();
    const dialog = screen.getByRole("dialog", { name: "Withdraw application?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(actions.withdrawApplicationAction).not.toHaveBeenCalled();
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it("a move the server refuses (the employer acted first) shows its message and the current state", async () => {
    actions.withdrawApplicationAction.mockResolvedValue({
      ok: false,
      code: "INVALID_TRANSITION",
      status: 409,
      message: "This application can no longer be withdrawn",
    });
    await open();
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Withdraw application" }));
    expect(toast.toastError).toHaveBeenCalledWith("This application can no longer be withdrawn");
    expect(toast.toastSuccess).not.toHaveBeenCalled();
    expect(router.refresh).toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("any other failure keeps the dialog open to try again", async () => {
    actions.withdrawApplicationAction.mockResolvedValue({ ok: false, code: "UNAVAILABLE", status: 503, message: "Service temporarily unavailable. Please try again." });
    await open();
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Withdraw application" }));
    expect(toast.toastError).toHaveBeenCalledWith("Service temporarily unavailable. Please try again.");
    expect(screen.getByRole("dialog", { name: "Withdraw application?" })).toBeTruthy();
    expect(router.refresh).not.toHaveBeenCalled();
  });
});
