// @vitest-environment happy-dom
// The console's decision buttons: what they send (the displayed status as `from`) and how they react
// to the action's result, by its code (a stale card reloads; a validation error stays in the dialog).
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const actions = vi.hoisted(() => ({
  decideEmployerAction: vi.fn(),
  decideJobAction: vi.fn(),
  decideRequestAction: vi.fn(),
  decideUniversityAction: vi.fn(),
}));
const router = vi.hoisted(() => ({ refresh: vi.fn() }));
const toast = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

vi.mock("@/lib/moderation/actions", () => actions);
vi.mock("next/navigation", () => ({ useRouter: () => router }));
vi.mock("@/lib/client/toast", () => toast);

const { DecisionControls } = await import("@/components/moderation/decision-controls");

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe("DecisionControls", () => {
  it("approves with the displayed status as `from`, toasts and refreshes", async () => {
    actions.decideEmployerAction.mockResolvedValue({ ok: true, data: { status: "approved" } });
    render(<DecisionControls kind="employer" id="e1" status="rejected" name="Acme" />);
    // A rejected employer can only be approved.
    expect(screen.queryByRole("button", { name: "Reject Acme" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Approve Acme" }));
    expect(actions.decideEmployerAction).toHaveBeenCalledWith({ id: "e1", from: "rejected", status: "approved", reason: undefined });
    expect(toast.toastSuccess).toHaveBeenCalledWith("Employer approved");
    expect(router.refresh).toHaveBeenCalled();
  });

  it("approving a flagged item asks first, naming its signals (decisions.md section 20)", async () => {
    actions.decideJobAction.mockResolvedValue({ ok: true, data: { status: "approved" } });
    render(<DecisionControls kind="job" id="j1" status="pending" name="Data Entry" signals={["Asks for fees: registration fee", "Contact moved off the site"]} />);
    await userEvent.click(screen.getByRole("button", { name: "Approve Data Entry" }));
    expect(actions.decideJobAction).not.toHaveBeenCalled();
    const dialog = screen.getByRole("dialog", { name: "Approve job: Data Entry" });
    expect(dialog.textContent).toContain("Approve it despite these signals?");
    const signals = screen.getByRole("list", { name: "Signals" });
    expect([...signals.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["Asks for fees: registration fee", "Contact moved off the site"]);
    await userEvent.click(screen.getByRole("button", { name: "Approve" }));
    expect(actions.decideJobAction).toHaveBeenCalledWith({ id: "j1", from: "pending", status: "approved", reason: undefined });
  });

  it("a stale card (STALE_STATE) shows the server's message and reloads instead of claiming success", async () => {
    actions.decideJobAction.mockResolvedValue({
      ok: false,
      code: "STALE_STATE",
      status: 409,
      message: "This was changed by someone else in the meantime. Reload and try again.",
    });
    render(<DecisionControls kind="job" id="j1" status="pending" name="QA at Acme" />);
    await userEvent.click(screen.getByRole("button", { name: "Approve QA at Acme" }));
    expect(actions.decideJobAction).toHaveBeenCalledWith({ id: "j1", from: "pending", status: "approved", reason: undefined });
    expect(toast.toastError).toHaveBeenCalledWith("This was changed by someone else in the meantime. Reload and try again.");
    expect(toast.toastSuccess).not.toHaveBeenCalled();
    expect(router.refresh).toHaveBeenCalled();
  });

  it("rejecting asks for a reason in a dialog; the server's field message (VALIDATION) stays in it", async () => {
    actions.decideEmployerAction.mockResolvedValue({
      ok: false,
      code: "VALIDATION",
      status: 400,
      message: "Please keep the reason under 1000 characters",
      errors: { reason: "Please keep the reason under 1000 characters" },
    });
    render(<DecisionControls kind="employer" id="e2" status="pending" name="Shady Co" />);
    await userEvent.click(screen.getByRole("button", { name: "Reject Shady Co" }));
    const dialog = screen.getByRole("dialog", { name: "Reject employer: Shady Co" });
    expect(dialog).toBeTruthy();
    // Empty: refused on the page, nothing sent.
    await userEvent.click(screen.getByRole("button", { name: "Reject" }));
    expect(screen.getByText("A reason is required to reject")).toBeTruthy();
    expect(actions.decideEmployerAction).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/Reason/), "Too long, says the server");
    await userEvent.click(screen.getByRole("button", { name: "Reject" }));
    expect(actions.decideEmployerAction).toHaveBeenCalledWith({
      id: "e2",
      from: "pending",
      status: "rejected",
      reason: "Too long, says the server",
    });
    expect(screen.getByText("Please keep the reason under 1000 characters", { selector: "p" })).toBeTruthy();
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it("a request is accepted through the dialog with an optional response", async () => {
    actions.decideRequestAction.mockResolvedValue({ ok: true, data: { status: "accepted" } });
    render(<DecisionControls kind="request" id="r1" status="declined" name="Robotics for SPPU" />);
    await userEvent.click(screen.getByRole("button", { name: "Accept Robotics for SPPU" }));
    await userEvent.type(screen.getByLabelText(/Response/), "We found a trainer");
    await userEvent.click(screen.getByRole("button", { name: "Accept" }));
    expect(actions.decideRequestAction).toHaveBeenCalledWith({
      id: "r1",
      from: "declined",
      status: "accepted",
      response: "We found a trainer",
    });
    expect(toast.toastSuccess).toHaveBeenCalledWith("Request accepted");
  });
});
