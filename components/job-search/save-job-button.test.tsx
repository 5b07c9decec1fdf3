// @vitest-environment happy-dom
// The Save job toggle: optimistic aria-pressed, rolled back with a toast when the action fails.
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const actions = vi.hoisted(() => ({ saveJobAction: vi.fn(), unsaveJobAction: vi.fn() }));
const toast = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock("@/lib/saved-jobs/actions", () => actions);
vi.mock("@/lib/client/toast", () => toast);

const { SaveJobButton } = await import("@/components/job-search/save-job-button");

const GENERIC = "Could not update your saved jobs. Please try again later.";

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

const button = () => screen.getByRole("button", { name: "Save job" });

/** A promise the test settles by hand, to look at the button while the action is on its way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe("SaveJobButton", () => {
  it("flips aria-pressed at once, before the server answers, and keeps it on success", async () => {
    const answer = deferred<unknown>();
    actions.saveJobAction.mockReturnValue(answer.promise);
    render(<SaveJobButton jobId="j1" saved={false} />);
    expect(button().getAttribute("aria-pressed")).toBe("false");

    await userEvent.click(button());
    expect(actions.saveJobAction).toHaveBeenCalledWith({ id: "j1" });
    expect(button().getAttribute("aria-pressed")).toBe("true");
    // A second click while the first is on its way is ignored.
    await userEvent.click(button());
    expect(actions.saveJobAction).toHaveBeenCalledTimes(1);
    expect(actions.unsaveJobAction).not.toHaveBeenCalled();

    await act(async () => answer.resolve({ ok: true, data: { saved: true } }));
    expect(button().getAttribute("aria-pressed")).toBe("true");
    expect(toast.toastError).not.toHaveBeenCalled();
  });

  it("unsaves a saved job", async () => {
    actions.unsaveJobAction.mockResolvedValue({ ok: true, data: { saved: false } });
    render(<SaveJobButton jobId="j2" saved />);
    expect(button().getAttribute("aria-pressed")).toBe("true");
    await userEvent.click(button());
    expect(actions.unsaveJobAction).toHaveBeenCalledWith({ id: "j2" });
    expect(button().getAttribute("aria-pressed")).toBe("false");
  });

  it("rolls back and toasts the server's words when the limit is reached", async () => {
    actions.saveJobAction.mockResolvedValue({ ok: false, status: 409, code: "LIMIT_REACHED", message: "You can save up to 200 jobs" });
    render(<SaveJobButton jobId="j3" saved={false} />);
    await userEvent.click(button());
    expect(button().getAttribute("aria-pressed")).toBe("false");
    expect(toast.toastError).toHaveBeenCalledWith("You can save up to 200 jobs");
  });

  it("rolls back with the generic toast on any other failure or a thrown action", async () => {
    actions.unsaveJobAction.mockResolvedValue({ ok: false, status: 500, code: "INTERNAL", message: "Something went wrong." });
    render(<SaveJobButton jobId="j4" saved />);
    await userEvent.click(button());
    expect(button().getAttribute("aria-pressed")).toBe("true");
    expect(toast.toastError).toHaveBeenLastCalledWith(GENERIC);

    actions.unsaveJobAction.mockRejectedValue(new Error("network"));
    await userEvent.click(button());
    expect(button().getAttribute("aria-pressed")).toBe("true");
    expect(toast.toastError).toHaveBeenCalledTimes(2);
  });
});
