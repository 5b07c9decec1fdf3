// @vitest-environment happy-dom
// The Reports page's Dismiss / Reject: each asks first in a real dialog (Cancel sends nothing), then
// sends the job and the action, toasts and reloads; a stale decision shows the server's words and reloads.
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const actions = vi.hoisted(() => ({ resolveReportsAction: vi.fn() }));
const router = vi.hoisted(() => ({ refresh: vi.fn() }));
const toast = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

vi.mock("@/lib/job-reports/actions", () => actions);
vi.mock("next/navigation", () => ({ useRouter: () => router }));
vi.mock("@/lib/client/toast", () => toast);

const { ReportControls } = await import("@/components/job-reports/report-controls");

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

const NAME = "Welder at Acme";

describe("ReportControls", () => {
  it("Cancel in the confirm dialog sends nothing", async () => {
    render(<ReportControls jobId="j1" name={NAME} jobStatus="approved" />);
    await userEvent.click(screen.getByRole("button", { name: `Reject ${NAME}` }));
    const dialog = screen.getByRole("dialog", { name: `Reject the job: ${NAME}` });
    expect(dialog.textContent).toContain("Reported by job seekers");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(actions.resolveReportsAction).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it.each([
    ["dismiss", `Dismiss the reports of ${NAME}`, `Dismiss the reports: ${NAME}`, "Dismiss reports", "Reports dismissed"],
    ["reject", `Reject ${NAME}`, `Reject the job: ${NAME}`, "Reject job", "Job rejected"],
  ])("%s: confirm sends the job and the action, toasts and reloads", async (action, button, title, confirm, done) => {
    actions.resolveReportsAction.mockResolvedValue({ ok: true, data: { jobId: "j1", action, resolvedReports: 3, status: "approved", underReview: false } });
    render(<ReportControls jobId="j1" name={NAME} jobStatus="approved" />);
    await userEvent.click(screen.getByRole("button", { name: button }));
    await userEvent.click(within(screen.getByRole("dialog", { name: title })).getByRole("button", { name: confirm }));
    expect(actions.resolveReportsAction).toHaveBeenCalledWith({ jobId: "j1", action });
    expect(toast.toastSuccess).toHaveBeenCalledWith(done);
    expect(router.refresh).toHaveBeenCalled();
  });

  it("someone else decided first: the server's message, and the page reloads", async () => {
    const message = "This job has no open reports any more. Reload and try again.";
    actions.resolveReportsAction.mockResolvedValue({ ok: false, code: "STALE_STATE", status: 409, message });
    render(<ReportControls jobId="j1" name={NAME} jobStatus="approved" />);
    await userEvent.click(screen.getByRole("button", { name: `Dismiss the reports of ${NAME}` }));
    await userEvent.click(screen.getByRole("button", { name: "Dismiss reports" }));
    expect(toast.toastError).toHaveBeenCalledWith(message);
    expect(toast.toastSuccess).not.toHaveBeenCalled();
    expect(router.refresh).toHaveBeenCalled();
  });
});
