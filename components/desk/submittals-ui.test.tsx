// @vitest-environment happy-dom
// The submittal pieces: "Submit to this job" (a real dialog with a required pitch and a counter; a 409 is
// said in the dialog), and the company's "Submitted by TalentBridge" tab (the profile without contact
// details, Accept, Reject with a required reason, the application's link once accepted).
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CompanySubmittal } from "@/lib/desk/contract/common";
import { waitingSubmittal } from "@/components/desk/submittal-fixture";

const actions = vi.hoisted(() => ({ createSubmittalAction: vi.fn(), reviewSubmittalAction: vi.fn(), answerSubmittalAction: vi.fn(), reviewByLinkAction: vi.fn() }));
const toast = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
const api = vi.hoisted(() => ({ apiRequest: vi.fn() }));
vi.mock("@/lib/desk/actions/submittals", () => actions);
vi.mock("@/lib/client/toast", () => toast);
vi.mock("@/lib/client/api", () => api);

const { SubmitCandidateButton } = await import("@/components/desk/submit-candidate-button");
const { CompanySubmittalsPanel } = await import("@/components/desk/company-submittals-panel");

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe("SubmitCandidateButton", () => {
  async function open() {
    render(<SubmitCandidateButton jobId="job-1" jobTitle="Data Engineer" candidateId="cand-1" candidateName="Priya Nair" />);
    await userEvent.click(screen.getByRole("button", { name: "Submit to this job" }));
    return screen.getByRole("dialog", { name: "Submit Priya Nair" });
  }

  it("requires a pitch, counts its characters, sends it and says so", async () => {
    actions.createSubmittalAction.mockResolvedValue({ ok: true, data: { id: "s-1" } });
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole("button", { name: "Send for consent" }));
    expect(within(dialog).getByText("Please write why this candidate fits the job")).toBeTruthy();
    expect(actions.createSubmittalAction).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText(/^Pitch/), "Strong Rust");
    expect(within(dialog).getByText("11 / 2000 characters")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Send for consent" }));
    expect(actions.createSubmittalAction).toHaveBeenCalledWith({ jobId: "job-1", candidateId: "cand-1", pitch: "Strong Rust" });
    expect(toast.toastSuccess).toHaveBeenCalledWith("Sent to Priya Nair for consent");
    expect(screen.getByRole("status").textContent).toBe("Sent to Priya Nair for consent");
  });

  it("a 409 stays in the dialog, in the server's words", async () => {
    const message = "This candidate has already been put forward for this job.";
    actions.createSubmittalAction.mockResolvedValue({ ok: false, code: "ALREADY_SUBMITTED", status: 409, message });
    const dialog = await open();
    await userEvent.type(within(dialog).getByLabelText(/^Pitch/), "Again");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send for consent" }));
    expect(within(dialog).getByRole("alert").textContent).toBe(message);
    expect(toast.toastError).not.toHaveBeenCalled();
  });
});

const waiting = waitingSubmittal;

describe("CompanySubmittalsPanel", () => {
  async function shown(submittals: CompanySubmittal[]) {
    api.apiRequest.mockResolvedValue({ ok: true, data: { submittals } });
    render(<CompanySubmittalsPanel jobId="job-1" />);
    const region = screen.getByRole("region", { name: "Submitted by TalentBridge" });
    await within(region).findByRole("list", { name: "Submitted by TalentBridge" });
    return region;
  }

  it("shows the candidate, the skills and the pitch; Accept makes them an applicant with a link to the application", async () => {
    const region = await shown([waiting]);
    expect(api.apiRequest).toHaveBeenCalledWith("GET", "/submittals", expect.objectContaining({ query: { jobId: "job-1" } }));
    expect(region.textContent).toContain("Pune · 3 years of experience");
    expect(within(region).getByRole("list", { name: "Skills of Priya Nair" }).textContent).toContain("Rust");
    expect(region.textContent).toContain("Five years of Rust.");
    actions.reviewSubmittalAction.mockResolvedValue({ ok: true, data: { ...waiting, status: "accepted", applicationId: "app-9" } });
    await userEvent.click(within(region).getByRole("button", { name: "Accept Priya Nair" }));
    expect(actions.reviewSubmittalAction).toHaveBeenCalledWith({ id: "s-1", decision: "accept", reason: undefined });
    expect(within(region).getByRole("link", { name: "View the application of Priya Nair" }).getAttribute("href")).toBe("/employer/application/app-9");
    expect(within(region).queryByRole("button", { name: "Accept Priya Nair" })).toBeNull();
  });

  it("Reject asks for a reason first", async () => {
    const region = await shown([waiting]);
    await userEvent.click(within(region).getByRole("button", { name: "Reject Priya Nair" }));
    const dialog = screen.getByRole("dialog", { name: "Reject Priya Nair" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(within(dialog).getByText("Please choose a reason")).toBeTruthy();
    expect(actions.reviewSubmittalAction).not.toHaveBeenCalled();
    actions.reviewSubmittalAction.mockResolvedValue({ ok: true, data: { ...waiting, status: "rejected" } });
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Reason/), "position_filled");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(actions.reviewSubmittalAction).toHaveBeenCalledWith({ id: "s-1", decision: "reject", reason: "position_filled" });
    expect(within(region).getByText("Rejected")).toBeTruthy();
  });
});
