// @vitest-environment happy-dom
// The console lists' bulk approval (issue 30): Select boxes on pending cards, "Select all pending",
// one action with the chosen ids, a summary toast per outcome and a refresh; and the list search form.
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const actions = vi.hoisted(() => ({
  bulkApproveJobsAction: vi.fn(),
  bulkApproveEmployersAction: vi.fn(),
  bulkAcceptRequestsAction: vi.fn(),
  bulkApproveUniversitiesAction: vi.fn(),
}));
const router = vi.hoisted(() => ({ refresh: vi.fn(), push: vi.fn(), prefetch: vi.fn(), replace: vi.fn() }));
const toast = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock("@/lib/moderation/actions", () => actions);
vi.mock("next/navigation", () => ({ useRouter: () => router }));
vi.mock("@/lib/client/toast", () => toast);

const { BulkApprove, SelectForBulk } = await import("@/components/moderation/bulk-approve");

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

function Page({ ids }: { ids: string[] }) {
  return (
    <BulkApprove kind="job" pendingIds={ids}>
      {ids.map((id) => (
        <article key={id}>
          <SelectForBulk id={id} name={`Job ${id}`} />
        </article>
      ))}
    </BulkApprove>
  );
}

describe("BulkApprove", () => {
  it("approves the selected pending items in one action and says what happened to each", async () => {
    actions.bulkApproveJobsAction.mockResolvedValue({
      ok: true,
      data: {
        decided: 1,
        results: [
          { id: "a", outcome: "decided", status: "approved" },
          { id: "c", outcome: "alreadyDecided", status: "rejected" },
        ],
      },
    });
    render(<Page ids={["a", "b", "c"]} />);
    const button = screen.getByRole("button", { name: "Approve selected (0)" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole("checkbox", { name: "Select Job a" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Select Job c" }));
    await userEvent.click(screen.getByRole("button", { name: "Approve selected (2)" }));
    expect(actions.bulkApproveJobsAction).toHaveBeenCalledWith({ ids: ["a", "c"] });
    await waitFor(() => expect(toast.toastSuccess).toHaveBeenCalledWith("1 job approved. 1 was already decided."));
    expect(router.refresh).toHaveBeenCalled();
    expect(await screen.findByRole("button", { name: "Approve selected (0)" })).toBeTruthy();
  });

  it("'Select all pending on this page' selects and clears every pending card", async () => {
    render(<Page ids={["a", "b"]} />);
    const all = screen.getByRole("checkbox", { name: "Select all pending on this page (2)" });
    await userEvent.click(all);
    expect((screen.getByRole("checkbox", { name: "Select Job b" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("button", { name: "Approve selected (2)" })).toBeTruthy();
    await userEvent.click(all);
    expect(screen.getByRole("button", { name: "Approve selected (0)" })).toBeTruthy();
  });

  it("a refused call toasts the server's message and keeps the selection", async () => {
    actions.bulkApproveJobsAction.mockResolvedValue({ ok: false, status: 403, code: "FORBIDDEN", message: "Forbidden." });
    render(<Page ids={["a"]} />);
    await userEvent.click(screen.getByRole("checkbox", { name: "Select Job a" }));
    await userEvent.click(screen.getByRole("button", { name: "Approve selected (1)" }));
    await waitFor(() => expect(toast.toastError).toHaveBeenCalledWith("Forbidden."));
    expect(router.refresh).not.toHaveBeenCalled();
    expect(await screen.findByRole("button", { name: "Approve selected (1)" })).toBeTruthy();
  });

  it("no pending item: no bar, and the cards' Select boxes render nothing outside a BulkApprove", () => {
    render(
      <>
        <Page ids={[]} />
        <SelectForBulk id="x" name="Job x" />
      </>,
    );
    expect(screen.queryByRole("button", { name: /selected/ })).toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it("'Select all' leaves flagged items out and says so", async () => {
    render(
      <BulkApprove kind="job" pendingIds={["a"]} flagged={2}>
        <SelectForBulk id="a" name="Job a" />
      </BulkApprove>,
    );
    expect(screen.getByText("2 flagged items are left out: decide each on its own.")).toBeTruthy();
    await userEvent.click(screen.getByRole("checkbox", { name: "Select all pending on this page (1)" }));
    expect(screen.getByRole("button", { name: "Approve selected (1)" })).toBeTruthy();
  });
});
