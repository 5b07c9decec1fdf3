// @vitest-environment happy-dom
// The company's agency candidates awaiting a decision (issue 44): the dashboard's line (nothing at 0)
// and the list page's rows: the candidate, the job, the recruiter's pitch, the skills, Accept and Reject
// (the applicants page's action), a link to the job's applicants, and after accepting the application.
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AwaitingSubmittal } from "@/lib/desk/contract/awaiting-decision";
import { waitingSubmittal } from "@/components/desk/submittal-fixture";

const actions = vi.hoisted(() => ({ createSubmittalAction: vi.fn(), reviewSubmittalAction: vi.fn(), answerSubmittalAction: vi.fn(), reviewByLinkAction: vi.fn() }));
const toast = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
const router = vi.hoisted(() => ({ refresh: vi.fn(), push: vi.fn() }));
vi.mock("@/lib/desk/actions/submittals", () => actions);
vi.mock("@/lib/client/toast", () => toast);
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const { AwaitingDecisionNotice } = await import("@/components/desk/awaiting-decision-notice");
const { AwaitingDecisionList } = await import("@/components/desk/awaiting-decision-list");

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

const waiting: AwaitingSubmittal = { ...waitingSubmittal, job: { id: "job-1", post: "Data Engineer" } };

describe("AwaitingDecisionNotice", () => {
  it("says how many wait and leads to them; nothing when none", () => {
    const { container } = render(<AwaitingDecisionNotice count={0} />);
    expect(container.textContent).toBe("");
    cleanup();
    render(<AwaitingDecisionNotice count={2} />);
    expect(screen.getByText("2 agency candidates awaiting your decision")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Review them" }).getAttribute("href")).toBe("/employer/submittals");
  });
});

describe("AwaitingDecisionList", () => {
  it("each row: the candidate, the job, the pitch by the recruiter, the skills, and the way to the job's applicants", () => {
    render(<AwaitingDecisionList initial={[waiting]} page={1} />);
    const row = within(screen.getByRole("list", { name: "Candidates awaiting your decision" })).getAllByRole("listitem")[0];
    expect(within(row).getByRole("heading", { name: "Priya Nair" })).toBeTruthy();
    expect(row.textContent).toContain("for Data Engineer");
    expect(row.textContent).toContain("Pune · 3 years of experience");
    expect(within(row).getByText("Pitch by Riya Recruiter")).toBeTruthy();
    expect(within(row).getByText("Five years of Rust.")).toBeTruthy();
    expect(within(row).getByRole("list", { name: "Skills of Priya Nair" }).textContent).toContain("Rust");
    expect(within(row).getByRole("link", { name: "Review beside the applicants of Data Engineer" }).getAttribute("href")).toBe("/employer/applicant/job-1");
  });

  it("Accept is the applicants page's decision; the row then leads to the application and the counts are read again", async () => {
    actions.reviewSubmittalAction.mockResolvedValue({ ok: true, data: { ...waiting, job: undefined, status: "accepted", applicationId: "app-9", applicationStatus: "screening" } });
    render(<AwaitingDecisionList initial={[waiting]} page={1} />);
    await userEvent.click(screen.getByRole("button", { name: "Accept Priya Nair" }));
    expect(actions.reviewSubmittalAction).toHaveBeenCalledWith({ id: "s-1", decision: "accept", reason: undefined });
    expect(screen.getByRole("link", { name: "View the application of Priya Nair" }).getAttribute("href")).toBe("/employer/application/app-9");
    expect(screen.queryByRole("button", { name: "Accept Priya Nair" })).toBeNull();
    expect(router.refresh).toHaveBeenCalled();
  });

  it("Reject asks for a reason in a dialog", async () => {
    render(<AwaitingDecisionList initial={[waiting]} page={1} />);
    await userEvent.click(screen.getByRole("button", { name: "Reject Priya Nair" }));
    const dialog = screen.getByRole("dialog", { name: "Reject Priya Nair" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(within(dialog).getByText("Please choose a reason")).toBeTruthy();
    expect(actions.reviewSubmittalAction).not.toHaveBeenCalled();
  });

  it("nobody waiting", () => {
    render(<AwaitingDecisionList initial={[]} page={1} />);
    expect(screen.getByText("Nobody is waiting for your decision.")).toBeTruthy();
  });
});
