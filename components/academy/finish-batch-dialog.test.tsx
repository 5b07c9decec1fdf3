// @vitest-environment happy-dom
// "Finish batch" (decisions.md section 20): a real dialog that lists who will receive a certificate and
// who will not, with the reason (no score; score below 60; attendance below 75 %), before the trainer
// confirms; Cancel changes nothing; confirmed, the action runs and the page is read again. Until the
// last session has ended the button is disabled and says when it can be used.
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const actions = vi.hoisted(() => ({ finishBatchAction: vi.fn() }));
const toast = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
const router = vi.hoisted(() => ({ refresh: vi.fn() }));
vi.mock("@/lib/certificates/actions", () => actions);
vi.mock("@/lib/client/toast", () => toast);
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const { FinishBatchDialog } = await import("@/components/academy/finish-batch-dialog");

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

const SESSIONS = [{ endsAt: "2026-11-24T05:00:00.000Z" }, { endsAt: "2026-11-26T05:00:00.000Z" }];
const AFTER = "2026-11-26T05:00:00.000Z";
const CANDIDATES = [
  { id: "e-1", name: "Asha Rao", score: 60, attendance: 75 },
  { id: "e-2", name: "Ravi Kumar", score: 59, attendance: 100 },
  { id: "e-3", name: "Zoya Khan", score: 95, attendance: 74 },
  { id: "e-4", name: "Dev Patel", attendance: 100 },
];

const renderDialog = (now = AFTER) =>
  render(<FinishBatchDialog batchId="b-1" title="Evening batch" sessions={SESSIONS} candidates={CANDIDATES} now={now} />);
const opener = () => screen.getByRole("button", { name: "Finish batch" }) as HTMLButtonElement;

describe("FinishBatchDialog", () => {
  it("lists who will receive a certificate and who will not, with the reason", async () => {
    renderDialog();
    expect(opener().disabled).toBe(false);
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.click(opener());
    const dialog = screen.getByRole("dialog", { name: "Finish Evening batch?" });
    expect(dialog.textContent).toContain("Every score becomes final and can no longer change.");
    const certified = within(dialog).getByRole("list", { name: "Will receive a certificate (1)" });
    expect(within(certified).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Asha Rao: score 60, attendance 75%"]);
    const not = within(dialog).getByRole("list", { name: "Will not receive a certificate (3)" });
    expect(within(not).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Ravi Kumar: score below 60",
      "Zoya Khan: attendance below 75 %",
      "Dev Patel: no score",
    ]);
    expect(actions.finishBatchAction).not.toHaveBeenCalled();
  });

  it("Cancel closes the dialog and finishes nothing", async () => {
    renderDialog();
    await userEvent.click(opener());
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(actions.finishBatchAction).not.toHaveBeenCalled();
  });

  it("confirmed: finishes the batch, says so and reads the page again", async () => {
    actions.finishBatchAction.mockResolvedValue({ ok: true, message: "Batch finished", data: { id: "b-1", status: "completed", finishedAt: AFTER, enrollments: [] } });
    renderDialog();
    await userEvent.click(opener());
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Confirm and finish" }));
    expect(actions.finishBatchAction).toHaveBeenCalledWith({ id: "b-1" });
    expect(toast.toastSuccess).toHaveBeenCalledWith("Batch finished");
    expect(router.refresh).toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("finished meanwhile elsewhere: says so and shows the final results", async () => {
    actions.finishBatchAction.mockResolvedValue({ ok: false, code: "BATCH_FINISHED", status: 409, message: "This batch is finished: its results are final." });
    renderDialog();
    await userEvent.click(opener());
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Confirm and finish" }));
    expect(toast.toastError).toHaveBeenCalledWith("This batch is finished: its results are final.");
    expect(router.refresh).toHaveBeenCalled();
  });

  it("before the last session has ended: disabled, saying when it can be finished", () => {
    renderDialog("2026-11-26T04:59:00.000Z");
    expect(opener().disabled).toBe(true);
    const reason = "You can finish the batch after its last session ends on Nov 26, 2026, 10:30 AM IST.";
    expect(screen.getByText(reason)).toBeTruthy();
    expect(document.getElementById(opener().getAttribute("aria-describedby")!)?.textContent).toBe(reason);
  });
});
