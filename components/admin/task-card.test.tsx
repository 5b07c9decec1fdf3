// @vitest-environment happy-dom
// A task on the admin's Tasks page: what it shows of the last run, next run and failures, and the
// Run now button (sends the task's name, toasts the action's "Queued", refreshes; errors are toasted).
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TaskOverviewJson } from "@/lib/admin/contract";

const actions = vi.hoisted(() => ({ runTaskAction: vi.fn() }));
const router = vi.hoisted(() => ({ refresh: vi.fn() }));
const toast = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

vi.mock("@/lib/admin/actions", () => actions);
vi.mock("next/navigation", () => ({ useRouter: () => router }));
vi.mock("@/lib/client/toast", () => toast);

const { TaskCard } = await import("@/components/admin/task-card");

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

const base: TaskOverviewJson = {
  name: "expire-jobs",
  description: "Closes approved jobs whose closing date has passed.",
  cron: "5 * * * *",
  schedule: "At 5 minutes past the hour",
  nextRunAt: "2026-11-25T06:35:00.000Z",
  lastRun: null,
  failuresLast7Days: 0,
  lastFailure: null,
};

function details(term: string): HTMLElement {
  const dt = screen.getByText(term, { selector: "dt" });
  return dt.nextElementSibling as HTMLElement;
}

describe("TaskCard", () => {
  it("a task that never ran: its schedule, next run and no failures", () => {
    render(<TaskCard task={base} />);
    expect(screen.getByRole("article", { name: "expire-jobs" })).toBeTruthy();
    expect(details("Schedule").textContent).toContain("At 5 minutes past the hour");
    expect(details("Schedule").textContent).toContain("5 * * * *");
    expect(details("Last run").textContent).toBe("Never");
    expect(details("Next run").textContent).toBe("Nov 25, 2026, 12:05 PM IST");
    expect(details("Failures (last 7 days)").textContent).toBe("0");
  });

  it("the last run's status and summary or error, and the newest failure", () => {
    render(
      <TaskCard
        task={{
          ...base,
          lastRun: {
            id: "r1",
            trigger: "manual",
            status: "failed",
            startedAt: "2026-11-25T05:00:00.000Z",
            finishedAt: "2026-11-25T05:00:01.000Z",
            summary: null,
            error: "database went away",
          },
          failuresLast7Days: 2,
          lastFailure: { at: "2026-11-25T05:00:00.000Z", error: "database went away" },
        }}
      />,
    );
    const last = details("Last run");
    expect(within(last).getByText("failed")).toBeTruthy();
    expect(last.textContent).toContain("Nov 25, 2026, 10:30 AM IST");
    expect(last.textContent).toContain("run by an admin");
    expect(last.textContent).toContain("database went away");
    expect(details("Failures (last 7 days)").textContent).toContain("2");
    expect(details("Failures (last 7 days)").textContent).toContain("Last at Nov 25, 2026, 10:30 AM IST");
  });

  it("Run now queues the task, toasts and refreshes", async () => {
    actions.runTaskAction.mockResolvedValue({ ok: true, data: { name: "expire-jobs", queueId: "q1" }, message: "Queued" });
    render(<TaskCard task={base} />);
    await userEvent.click(screen.getByRole("button", { name: "Run now: expire-jobs" }));
    expect(actions.runTaskAction).toHaveBeenCalledWith({ name: "expire-jobs" });
    expect(toast.toastSuccess).toHaveBeenCalledWith("Queued");
    expect(router.refresh).toHaveBeenCalled();
  });

  it("a refused Run now shows the server's message", async () => {
    actions.runTaskAction.mockResolvedValue({ ok: false, code: "FORBIDDEN", status: 403, message: "You are not allowed to do this." });
    render(<TaskCard task={base} />);
    await userEvent.click(screen.getByRole("button", { name: "Run now: expire-jobs" }));
    expect(toast.toastError).toHaveBeenCalledWith("You are not allowed to do this.");
    expect(toast.toastSuccess).not.toHaveBeenCalled();
  });
});
