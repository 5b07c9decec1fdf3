// @vitest-environment happy-dom
// The applicants page's pipeline controls (issue 13): stage tabs with counts filtering through
// `status`, the moves offered per stage, the reject and interview dialogs' checks, 409 handling,
// bulk moves with per-item results and the history in the details dialog. The API client, the
// actions and the toasts are replaced.
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApplicationDetail, BulkResult } from "@/lib/pipeline/contract";
import type { Result } from "@/lib/api/result";
import { fixtureApplicant as applicant, fixturePage as page, type FixtureApplicant } from "@/components/pipeline/applicants-fixture";
import { localValue, menuItems, openMenu, rowOf, wait } from "@/components/pipeline/applicants-test-helpers";

const apiRequest = vi.fn<(method: string, path: string, init?: { query?: Record<string, unknown> }) => Promise<Result<unknown>>>();
const moveApplicationAction = vi.fn<(input: Record<string, unknown>) => Promise<Result<unknown>>>();
const bulkMoveApplicationsAction = vi.fn<(input: Record<string, unknown>) => Promise<Result<BulkResult>>>();
const toastError = vi.fn();
const toastSuccess = vi.fn();
vi.mock("@/lib/client/api", () => ({ apiRequest: (...args: Parameters<typeof apiRequest>) => apiRequest(...args) }));
vi.mock("@/lib/client/toast", () => ({ toastError: (m: string) => toastError(m), toastSuccess: (m: string) => toastSuccess(m) }));
vi.mock("@/lib/pipeline/actions", () => ({
  moveApplicationAction: (input: Record<string, unknown>) => moveApplicationAction(input),
  bulkMoveApplicationsAction: (input: Record<string, unknown>) => bulkMoveApplicationsAction(input),
}));

const { ApplicantsView } = await import("@/components/pipeline/applicants-view");
const { bulkResultText } = await import("@/components/pipeline/bulk-actions");

const ok = <T,>(data: T): Result<T> => ({ ok: true, data });

const anita = applicant("Anita Desai", { status: "applied" });
const ravi = applicant("Ravi Kumar", { status: "applied" });
const meera = applicant("Meera Rao", { status: "offered" });
const hiredOne = applicant("Hari Om", { status: "hired" });

function show(candidates: FixtureApplicant[] = [anita, ravi, meera, hiredOne]) {
  return render(<ApplicantsView jobId="job1" initial={page(candidates)} />);
}

beforeEach(() => {
  vi.useFakeTimers();
  for (const mock of [apiRequest, moveApplicationAction, bulkMoveApplicationsAction, toastError, toastSuccess]) mock.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("stage tabs", () => {
  it("show the counts and filter the list through `status`, with arrow keys too", async () => {
    show();
    const tabs = within(screen.getByRole("tablist", { name: "Stages" })).getAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual([
      "All (4)",
      "Applied (2)",
      "Screening (0)",
      "Shortlisted (0)",
      "Interview (0)",
      "Offered (1)",
      "Hired (1)",
      "Rejected (0)",
      "Withdrawn (0)",
    ]);
    expect(tabs[0].getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel", { name: "All (4)" })).toBeTruthy();

    apiRequest.mockResolvedValueOnce(ok(page([meera], { counts: page([anita, ravi, meera, hiredOne]).counts })));
    fireEvent.click(screen.getByRole("tab", { name: "Offered (1)" }));
    await wait();
    expect(apiRequest).toHaveBeenLastCalledWith("GET", "/applications/job-applicants-details", {
      query: { jobId: "job1", search: "", page: 1, status: "offered" },
    });
    expect(screen.getByRole("tab", { name: "Offered (1)" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.queryByText("Anita Desai")).toBeNull();
    expect(screen.getByText("Meera Rao")).toBeTruthy();

    apiRequest.mockResolvedValueOnce(ok(page([hiredOne])));
    fireEvent.keyDown(screen.getByRole("tab", { name: "Offered (1)" }), { key: "ArrowRight" });
    await wait();
    expect(apiRequest).toHaveBeenLastCalledWith("GET", "/applications/job-applicants-details", {
      query: { jobId: "job1", search: "", page: 1, status: "hired" },
    });
    const hiredTab = screen.getByRole("tab", { name: "Hired (1)" });
    expect(hiredTab.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(hiredTab);
    expect(hiredTab.tabIndex).toBe(0);
    expect(screen.getByRole("tab", { name: /^All/ }).tabIndex).toBe(-1);
  });
});

describe("Move to", () => {
  it("offers only the moves the employer's table allows from each stage", () => {
    show();
    expect(within(rowOf("Anita Desai")).getByText("Applied")).toBeTruthy();
    expect(menuItems(openMenu("Anita Desai"))).toEqual(["Screening", "Shortlisted", "Interview…", "Offered", "Rejected…"]);
    fireEvent.keyDown(screen.getByRole("menu"), { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();

    expect(menuItems(openMenu("Meera Rao"))).toEqual(["Applied", "Screening", "Shortlisted", "Interview…", "Hired…", "Rejected…"]);
    fireEvent.keyDown(screen.getByRole("menu"), { key: "Escape" });

    // A final stage offers nothing.
    expect(within(rowOf("Hari Om")).getByText("Hired")).toBeTruthy();
    expect(within(rowOf("Hari Om")).queryByRole("button", { name: /^Move to/ })).toBeNull();
  });

  it("moves naming the stage the employer saw, toasts, and re-reads the list", async () => {
    show();
    moveApplicationAction.mockResolvedValueOnce(ok({}));
    apiRequest.mockResolvedValueOnce(ok(page([applicant("Anita Desai", { status: "shortlisted" }), ravi])));
    fireEvent.click(within(openMenu("Anita Desai")).getByRole("menuitem", { name: "Shortlisted" }));
    await wait();
    expect(moveApplicationAction).toHaveBeenCalledWith({ id: "a-Anita Desai", status: "shortlisted", from: "applied" });
    expect(toastSuccess).toHaveBeenCalledWith("Anita Desai moved to Shortlisted");
    expect(apiRequest).toHaveBeenCalledTimes(1);
    expect(within(rowOf("Anita Desai")).getByText("Shortlisted")).toBeTruthy();
  });

  it("on a 409 shows the server's message and re-reads the list", async () => {
    show();
    moveApplicationAction.mockResolvedValueOnce({
      ok: false,
      status: 409,
      code: "STALE_STATE",
      message: "Someone else changed this application first.",
    });
    apiRequest.mockResolvedValueOnce(ok(page([applicant("Ravi Kumar", { status: "rejected" })])));
    fireEvent.click(within(openMenu("Ravi Kumar")).getByRole("menuitem", { name: "Screening" }));
    await wait();
    expect(toastError).toHaveBeenCalledWith("Someone else changed this application first.");
    expect(toastSuccess).not.toHaveBeenCalled();
    expect(apiRequest).toHaveBeenCalledTimes(1);
    expect(within(rowOf("Ravi Kumar")).getByText("Rejected")).toBeTruthy();
  });
});

describe("the reject dialog", () => {
  it("requires a reason, then sends it with the optional words", async () => {
    show();
    fireEvent.click(within(openMenu("Anita Desai")).getByRole("menuitem", { name: "Rejected…" }));
    const dialog = screen.getByRole("dialog", { name: "Reject Anita Desai" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    await wait();
    expect(within(dialog).getByText("Please choose a reason")).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Reason/).getAttribute("aria-invalid")).toBe("true");
    expect(moveApplicationAction).not.toHaveBeenCalled();

    expect(within(dialog).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Choose a reason",
      "Not qualified",
      "Not enough experience",
      "Position filled",
      "Not responding",
      "Other",
    ]);
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: "position_filled" } });
    fireEvent.change(within(dialog).getByLabelText(/^Message to the candidate/), { target: { value: "Thank you for your time." } });
    fireEvent.change(within(dialog).getByLabelText(/^Private note/), { target: { value: "Strong; keep for later." } });
    moveApplicationAction.mockResolvedValueOnce(ok({}));
    apiRequest.mockResolvedValueOnce(ok(page([ravi])));
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    await wait();
    expect(moveApplicationAction).toHaveBeenCalledWith({
      id: "a-Anita Desai",
      status: "rejected",
      from: "applied",
      reason: "position_filled",
      message: "Thank you for your time.",
      note: "Strong; keep for later.",
    });
    expect(toastSuccess).toHaveBeenCalledWith("Anita Desai rejected");
    expect(screen.queryByRole("dialog", { name: "Reject Anita Desai" })).toBeNull();
  });
});

describe("the interview dialog", () => {
  it("refuses a past time and a missing mode, then schedules", async () => {
    show();
    fireEvent.click(within(openMenu("Ravi Kumar")).getByRole("menuitem", { name: "Interview…" }));
    const dialog = screen.getByRole("dialog", { name: "Schedule an interview with Ravi Kumar" });
    const submit = () => fireEvent.click(within(dialog).getByRole("button", { name: "Schedule interview" }));

    fireEvent.change(within(dialog).getByLabelText(/^Date and time/), { target: { value: localValue(-2) } });
    submit();
    await wait();
    expect(within(dialog).getByText("The interview must be in the future")).toBeTruthy();
    expect(within(dialog).getByText("Please choose how the interview takes place")).toBeTruthy();
    expect(moveApplicationAction).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/^Date and time/), { target: { value: localValue(3) } });
    fireEvent.click(within(dialog).getByRole("radio", { name: "Video call" }));
    fireEvent.change(within(dialog).getByLabelText(/^Location/), { target: { value: "https://meet.example/abc" } });
    moveApplicationAction.mockResolvedValueOnce(ok({}));
    apiRequest.mockResolvedValueOnce(ok(page([applicant("Ravi Kumar", { status: "interview" })])));
    submit();
    await wait();
    expect(moveApplicationAction).toHaveBeenCalledTimes(1);
    const input = moveApplicationAction.mock.calls[0][0] as { interview: { at: string } };
    expect(input).toMatchObject({
      id: "a-Ravi Kumar",
      status: "interview",
      from: "applied",
      interview: { mode: "video", location: "https://meet.example/abc" },
    });
    // The picked wall-clock time is India time (the server reads it so too).
    expect(input.interview.at).toBe(new Date(`${localValue(3)}+05:30`).toISOString());
    expect(toastSuccess).toHaveBeenCalledWith("Interview scheduled with Ravi Kumar");
  });
});

describe("bulk actions", () => {
  it("composes the per-item result text", () => {
    const names: Record<string, string> = { a: "Anita", b: "Ravi" };
    expect(bulkResultText({ updated: ["a", "b", "c"], failed: [] }, (id) => names[id] ?? id)).toBe("3 moved");
    expect(
      bulkResultText(
        { updated: ["a", "c", "d"], failed: [{ id: "b", code: "INVALID_TRANSITION", message: "This application is final." }] },
        (id) => names[id] ?? id,
      ),
    ).toBe("3 moved, 1 failed: Ravi: This application is final.");
  });

  it("moves the selected, shows per-item results and keeps the failed ones selected", async () => {
    show([anita, ravi, meera]);
    fireEvent.click(screen.getByLabelText("Anita Desai"));
    fireEvent.click(screen.getByLabelText("Ravi Kumar"));
    expect(screen.getByText("2 selected")).toBeTruthy();
    bulkMoveApplicationsAction.mockResolvedValueOnce(
      ok({ updated: ["a-Anita Desai"], failed: [{ id: "a-Ravi Kumar", code: "STALE_STATE", message: "Someone else changed it first." }] }),
    );
    apiRequest.mockResolvedValueOnce(ok(page([applicant("Anita Desai", { status: "screening" }), ravi, meera])));
    fireEvent.click(screen.getByRole("button", { name: "Move selected to…" }));
    expect(menuItems(screen.getByRole("menu"))).toEqual(["Applied", "Screening", "Shortlisted", "Offered"]);
    fireEvent.click(screen.getByRole("menuitem", { name: "Screening" }));
    await wait();
    expect(bulkMoveApplicationsAction).toHaveBeenCalledWith({ ids: ["a-Anita Desai", "a-Ravi Kumar"], status: "screening" });
    expect(screen.getByRole("status").textContent).toBe("1 moved, 1 failed: Ravi Kumar: Someone else changed it first.");
    expect((screen.getByLabelText("Ravi Kumar") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Anita Desai") as HTMLInputElement).checked).toBe(false);
  });

  it("selects all on the page and rejects them with a required reason", async () => {
    show([anita, ravi]);
    expect((screen.getByRole("button", { name: "Reject selected" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText("Select all on this page"));
    expect(screen.getByText("2 selected")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Reject selected" }));
    const dialog = screen.getByRole("dialog", { name: "Reject 2 selected applicants" });
    expect(within(dialog).queryByLabelText(/^Private note/)).toBeNull(); // the bulk call carries no note
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    await wait();
    expect(within(dialog).getByText("Please choose a reason")).toBeTruthy();
    expect(bulkMoveApplicationsAction).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: "not_qualified" } });
    bulkMoveApplicationsAction.mockResolvedValueOnce(ok({ updated: ["a-Anita Desai", "a-Ravi Kumar"], failed: [] }));
    apiRequest.mockResolvedValueOnce(ok(page([])));
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    await wait();
    expect(bulkMoveApplicationsAction).toHaveBeenCalledWith({ ids: ["a-Anita Desai", "a-Ravi Kumar"], status: "rejected", reason: "not_qualified" });
    expect(screen.getByRole("status").textContent).toBe("2 rejected");
    expect(screen.queryByRole("dialog", { name: /^Reject/ })).toBeNull();
  });
});

describe("the details dialog's history", () => {
  it("reads the application and shows each event with the private note and interview", async () => {
    const detail = {
      id: "a-Anita Desai",
      status: "interview",
      events: [
        { id: "e1", from: null, to: "applied", actorRole: "Candidate", createdAt: "2026-11-02T10:00:00.000Z" },
        {
          id: "e2",
          from: "applied",
          to: "interview",
          actorRole: "Employer",
          createdAt: "2026-11-03T10:00:00.000Z",
          message: "See you soon.",
          note: "Ask about SQL.",
          interview: { at: "2026-12-01T05:00:00.000Z", mode: "phone", location: "+91 98765 43210" },
        },
      ],
    } as unknown as ApplicationDetail;
    apiRequest.mockResolvedValueOnce(ok(detail));
    show([applicant("Anita Desai", { status: "interview" })]);
    fireEvent.click(screen.getByRole("button", { name: /View Details/ }));
    await wait();
    expect(apiRequest).toHaveBeenCalledWith("GET", "/applications/a-Anita%20Desai", expect.anything());
    const history = within(screen.getByRole("dialog", { name: "Applicant Details" })).getByRole("region", { name: /profile and history/ });
    const items = within(history).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toContain("Applied by the candidate");
    expect(items[1].textContent).toMatch(/^Applied\s*→\s*to\s*Interview by your team/);
    expect(items[1].textContent).toContain("Private note: Ask about SQL.");
    expect(items[1].textContent).toContain("Message to the candidate: See you soon.");
    expect(items[1].textContent).toContain("Interview: Dec 1, 2026, 10:30 AM IST · Phone call · +91 98765 43210");
  });
});
