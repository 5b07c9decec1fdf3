// @vitest-environment happy-dom
// "Report this job": five labelled reasons (one required), optional details, the action gets the job's
// id; success toasts the thanks and closes; ALREADY_REPORTED and RATE_LIMITED stay in the dialog in the
// server's words; the button opens the dialog (loaded on first click) and says "Reported" afterwards.
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const actions = vi.hoisted(() => ({ reportJobAction: vi.fn() }));
const toast = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

vi.mock("@/lib/job-reports/actions", () => actions);
vi.mock("@/lib/client/toast", () => toast);

const { ReportJobDialog } = await import("@/components/job-reports/report-job-dialog");
const { ReportJobButton } = await import("@/components/job-reports/report-job-button");

const THANKS = "Thanks — our team will review this job.";

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

function renderDialog() {
  const onClose = vi.fn();
  const onReported = vi.fn();
  render(<ReportJobDialog open onClose={onClose} jobId="job-1" post="Data Entry Operator" onReported={onReported} />);
  return { dialog: screen.getByRole("dialog", { name: "Report this job" }), onClose, onReported };
}

describe("ReportJobDialog", () => {
  it("offers the five reasons as a labelled radio group and an optional Details field", () => {
    const { dialog } = renderDialog();
    expect(dialog.textContent).toContain("Data Entry Operator");
    const group = within(dialog).getByRole("group", { name: /Reason/ });
    const labels = within(group)
      .getAllByRole("radio")
      .map((radio) => radio.closest("label")?.textContent);
    expect(labels).toEqual(["Scam or fake job", "Asks for money", "Misleading details", "Duplicate posting", "Something else"]);
    expect(within(dialog).getByLabelText(/^Details/).tagName).toBe("TEXTAREA");
  });

  it("needs a reason: nothing is sent until one is chosen", async () => {
    const { dialog, onClose } = renderDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(actions.reportJobAction).not.toHaveBeenCalled();
    const group = within(dialog).getByRole("group", { name: /Reason/ });
    expect(group.getAttribute("aria-invalid")).toBe("true");
    expect(group.textContent).toContain("Please choose a reason");
    expect(onClose).not.toHaveBeenCalled();
  });

  it("sends the job, the reason and the details; thanks with a toast and closes", async () => {
    actions.reportJobAction.mockResolvedValue({ ok: true, data: null, message: THANKS });
    const { dialog, onClose, onReported } = renderDialog();
    await userEvent.click(within(dialog).getByRole("radio", { name: "Asks for money" }));
    await userEvent.type(within(dialog).getByLabelText(/^Details/), "They want a joining fee");
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(actions.reportJobAction).toHaveBeenCalledWith({ jobId: "job-1", reason: "fee", details: "They want a joining fee" });
    expect(toast.toastSuccess).toHaveBeenCalledWith(THANKS);
    expect(onReported).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it("blank details are left out", async () => {
    actions.reportJobAction.mockResolvedValue({ ok: true, data: null, message: THANKS });
    const { dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole("radio", { name: "Duplicate posting" }));
    await userEvent.type(within(dialog).getByLabelText(/^Details/), "   ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(actions.reportJobAction).toHaveBeenCalledWith({ jobId: "job-1", reason: "duplicate", details: undefined });
  });

  it.each([
    ["ALREADY_REPORTED", 409, "You have already reported this job.", true],
    ["RATE_LIMITED", 429, "You have sent several reports today. Please try again in 3 hours.", false],
  ])("%s: the server's message stays in the dialog", async (code, status, message, reported) => {
    actions.reportJobAction.mockResolvedValue({ ok: false, code, status, message });
    const { dialog, onClose, onReported } = renderDialog();
    await userEvent.click(within(dialog).getByRole("radio", { name: "Scam or fake job" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(within(dialog).getByRole("alert").textContent).toBe(message);
    expect(toast.toastSuccess).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(onReported).toHaveBeenCalledTimes(reported ? 1 : 0);
  });
});

describe("ReportJobButton", () => {
  it("opens the dialog, and says Reported once the report is in", async () => {
    actions.reportJobAction.mockResolvedValue({ ok: true, data: null, message: THANKS });
    render(<ReportJobButton jobId="job-9" post="Welder" />);
    await userEvent.click(screen.getByRole("button", { name: "Report this job" }));
    const dialog = await screen.findByRole("dialog", { name: "Report this job" });
    await userEvent.click(within(dialog).getByRole("radio", { name: "Misleading details" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(actions.reportJobAction).toHaveBeenCalledWith({ jobId: "job-9", reason: "misleading", details: undefined });
    const done = await screen.findByRole("button", { name: "Reported" });
    expect((done as HTMLButtonElement).disabled).toBe(true);
  });
});
