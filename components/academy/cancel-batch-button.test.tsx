// @vitest-environment happy-dom
// "Cancel batch" on the admin's batch page (issue 44): a dialog, found by its role and name, says who
// will be e-mailed, asks the reason (labelled, required, checked before sending), sends the id and the
// reason, and on a refusal says why in the dialog and reloads the page.
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

const actions = vi.hoisted(() => ({ cancelBatchAction: vi.fn(), createBatchAction: vi.fn(), updateBatchAction: vi.fn() }));
const router = vi.hoisted(() => ({ refresh: vi.fn() }));
const toast = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

vi.mock("@/lib/academy/actions/batches", () => actions);
vi.mock("next/navigation", () => ({ useRouter: () => router }));
vi.mock("@/lib/client/toast", () => toast);

const { CancelBatchButton, cancelAudience } = await import("@/components/academy/cancel-batch-button");

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const props = { batchId: "batch-1", title: "Web batch", enrolled: 3, waitlisted: 1, trainerName: "Asha Trainer" };

describe("CancelBatchButton", () => {
  it("opens a dialog saying who is mailed, refuses a blank reason, then sends the id and the reason", async () => {
    actions.cancelBatchAction.mockResolvedValue({ ok: true, data: { id: "batch-1", status: "cancelled" }, message: "Batch cancelled" });
    const user = userEvent.setup();
    render(<CancelBatchButton {...props} />);
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Cancel batch" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel Web batch?" });
    expect(dialog.textContent).toContain("We will e-mail the reason to 3 people enrolled, 1 person on the waitlist and the trainer, Asha Trainer.");
    const reason = within(dialog).getByLabelText(/^Reason/);
    expect(document.activeElement).toBe(reason);

    await user.click(within(dialog).getByRole("button", { name: "Cancel the batch" }));
    expect(within(dialog).getByText("Please give the reason for cancelling")).toBeTruthy();
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(actions.cancelBatchAction).not.toHaveBeenCalled();

    await user.type(reason, "The trainer is unwell");
    await user.click(within(dialog).getByRole("button", { name: "Cancel the batch" }));
    expect(actions.cancelBatchAction).toHaveBeenCalledWith({ id: "batch-1", reason: "The trainer is unwell" });
    expect(toast.toastSuccess).toHaveBeenCalledWith("Batch cancelled");
    expect(router.refresh).toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("Keep the batch closes the dialog without sending", async () => {
    const user = userEvent.setup();
    render(<CancelBatchButton {...props} />);
    await user.click(screen.getByRole("button", { name: "Cancel batch" }));
    await user.click(screen.getByRole("button", { name: "Keep the batch" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(actions.cancelBatchAction).not.toHaveBeenCalled();
  });

  it("finished meanwhile: the refusal shows in the dialog and the page reloads", async () => {
    actions.cancelBatchAction.mockResolvedValue({ ok: false, code: "BATCH_FINISHED", status: 409, message: "This batch is finished: its results are final." });
    const user = userEvent.setup();
    render(<CancelBatchButton {...props} />);
    await user.click(screen.getByRole("button", { name: "Cancel batch" }));
    await user.type(screen.getByLabelText(/^Reason/), "Too few people");
    await user.click(screen.getByRole("button", { name: "Cancel the batch" }));
    expect(screen.getByRole("alert").textContent).toBe("This batch is finished: its results are final.");
    expect(router.refresh).toHaveBeenCalled();
  });

  it("names only the groups that have someone in them", () => {
    expect(cancelAudience({ enrolled: 0, waitlisted: 0, trainerName: "Asha" })).toBe("the trainer, Asha");
    expect(cancelAudience({ enrolled: 1, waitlisted: 0, trainerName: "Asha" })).toBe("1 person enrolled and the trainer, Asha");
  });
});
