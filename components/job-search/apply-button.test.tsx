// @vitest-environment happy-dom
// Apply Now reacts to the action's result by its code: never by the message text.
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const actions = vi.hoisted(() => ({ applyToJobAction: vi.fn() }));
const router = vi.hoisted(() => ({ push: vi.fn() }));
const toast = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock("@/lib/applications/actions", () => actions);
vi.mock("next/navigation", () => ({ useRouter: () => router }));
vi.mock("@/lib/client/toast", () => toast);

const { ApplyButton } = await import("@/components/job-search/apply-button");

const FAILED = "Failed to apply for job. Please try again later.";

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

async function clickApply() {
  render(<ApplyButton jobId="j1" post="Backend Developer" applied={false} />);
  await userEvent.click(screen.getByRole("button", { name: "Apply Now for Backend Developer" }));
  expect(actions.applyToJobAction).toHaveBeenCalledWith({ jobId: "j1" });
}

describe("ApplyButton", () => {
  it("turns into a disabled Applied button on success", async () => {
    actions.applyToJobAction.mockResolvedValue({ ok: true, data: {}, message: "Applied successfully" });
    await clickApply();
    const button = screen.getByRole("button", { name: "Applied to Backend Developer" });
    expect(button.hasAttribute("disabled")).toBe(true);
    expect(toast.toastSuccess).toHaveBeenCalledWith("Applied successfully");
  });

  it("opens the Complete Your Profile dialog on PROFILE_INCOMPLETE, whatever the message says", async () => {
    actions.applyToJobAction.mockResolvedValue({ ok: false, status: 403, code: "PROFILE_INCOMPLETE", message: "Reworded later" });
    await clickApply();
    expect(screen.getByRole("dialog", { name: "Complete Your Profile" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Complete Profile" }));
    // Back to the job once the profile is complete (decisions.md section 19).
    expect(router.push).toHaveBeenCalledWith("/candidate/profile?next=%2Fjobs%2Fj1");
    expect(toast.toastError).not.toHaveBeenCalled();
  });

  it("shows Applied and the failure toast on ALREADY_APPLIED", async () => {
    actions.applyToJobAction.mockResolvedValue({ ok: false, status: 409, code: "ALREADY_APPLIED", message: "You have already applied for this job" });
    await clickApply();
    expect(screen.getByRole("button", { name: "Applied to Backend Developer" })).toBeTruthy();
    expect(toast.toastError).toHaveBeenCalledWith(FAILED);
  });

  it("a plain 403 (wrong role) is a failure, not the profile dialog", async () => {
    actions.applyToJobAction.mockResolvedValue({ ok: false, status: 403, code: "FORBIDDEN", message: "Please complete your profile" });
    await clickApply();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Apply Now for Backend Developer" })).toBeTruthy();
    expect(toast.toastError).toHaveBeenCalledWith(FAILED);
  });
});
