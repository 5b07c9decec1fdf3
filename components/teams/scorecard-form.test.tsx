// @vitest-environment happy-dom
// "Your scorecard": each default criterion is a named radio group of 1–4, the recommendation another;
// nothing is sent until every criterion is rated; the action gets numbers; the scorecards panel says
// what an interviewer who has not submitted sees.
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const actions = vi.hoisted(() => ({ submitScorecardAction: vi.fn(), setInterviewersAction: vi.fn() }));
const toast = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
const router = vi.hoisted(() => ({ refresh: vi.fn() }));
vi.mock("@/lib/teams/actions/scorecards", () => actions);
vi.mock("@/lib/client/toast", () => toast);
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const { ScorecardForm } = await import("@/components/teams/scorecard-form");
const { ScorecardsList, HIDDEN_SCORECARDS_TEXT } = await import("@/components/teams/scorecards-list");
const { DEFAULT_CRITERIA } = await import("@/lib/teams/rules/scorecards");

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("ScorecardForm", () => {
  it("refuses to send until every criterion is rated, then sends numbers and the recommendation", async () => {
    actions.submitScorecardAction.mockResolvedValue({ ok: true, data: {}, message: "Scorecard saved" });
    render(<ScorecardForm applicationId="app-1" mine={null} />);
    const form = screen.getByRole("form", { name: "Your scorecard" });

    fireEvent.click(within(form).getByRole("button", { name: "Submit scorecard" }));
    await flush();
    await flush();
    expect(actions.submitScorecardAction).not.toHaveBeenCalled();
    expect(within(form).getAllByText("A rating is 1 to 4")).toHaveLength(DEFAULT_CRITERIA.length);
    expect(within(form).getByText("Please choose a recommendation")).toBeTruthy();

    for (const criterion of DEFAULT_CRITERIA) {
      fireEvent.click(within(within(form).getByRole("group", { name: new RegExp(`^${criterion}`) })).getByRole("radio", { name: "3 Good" }));
    }
    fireEvent.click(within(form).getByRole("radio", { name: "Strong yes" }));
    fireEvent.click(within(form).getByRole("button", { name: "Submit scorecard" }));
    await flush();
    await flush();
    expect(actions.submitScorecardAction).toHaveBeenCalledWith({
      applicationId: "app-1",
      ratings: DEFAULT_CRITERIA.map((criterion) => ({ criterion, rating: 3 })),
      recommendation: "strong_yes",
    });
    expect(router.refresh).toHaveBeenCalled();
  });
});

describe("ScorecardsList", () => {
  it("tells an interviewer who has not submitted how to see the cards; else the summary line", () => {
    const { rerender } = render(<ScorecardsList scorecards={{ submitted: false, scorecards: [], hidden: 2, summary: null }} />);
    expect(screen.getByText(new RegExp(HIDDEN_SCORECARDS_TEXT.replace(/[.']/g, ".")))).toBeTruthy();
    expect(screen.getByRole("region", { name: "Scorecards" }).textContent).toContain("2 colleagues have submitted one.");
    rerender(<ScorecardsList scorecards={{ submitted: true, scorecards: [], hidden: 0, summary: { strong_yes: 1, yes: 1, no: 1, strong_no: 0 } }} />);
    expect(screen.getByText("2 yes (1 strong), 1 no")).toBeTruthy();
  });
});
