// @vitest-environment happy-dom
// /desk/placements' table: an active placement offers its own recruiter "Edit terms" (start date and
// annual CTC), any recruiter "Mark as fallen through" within its guarantee and "Log a check-in" (each a
// dialog named for the candidate); the reason is required; a fallen through one offers nothing; the CTC
// and the check-in due show in words. The funnel chart is one named image saying its numbers.
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PlacementJson } from "@/lib/desk/contract/common";

const actions = vi.hoisted(() => ({ editPlacementTermsAction: vi.fn(), markFellThroughAction: vi.fn(), logCheckInAction: vi.fn() }));
const toast = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
const router = vi.hoisted(() => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }));
vi.mock("@/lib/desk/actions/placements", () => actions);
vi.mock("@/lib/client/toast", () => toast);
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const { PlacementsTable } = await import("@/components/desk/placements-view");
const { FunnelChart } = await import("@/components/desk/funnel-chart");

const placement = (id: string, name: string, startDate: string, extra: Partial<PlacementJson> = {}): PlacementJson => ({
  id,
  candidate: { id: `c-${id}`, name },
  job: { id: `j-${id}`, post: "QA Engineer" },
  company: { id: "e1", name: "Acme Tools" },
  recruiter: { id: "riya", name: "Riya" },
  startDate,
  guaranteeDays: 90,
  guaranteeEndsOn: new Date(Date.parse(`${startDate}T00:00:00Z`) + 90 * 86_400_000).toISOString().slice(0, 10),
  status: "active",
  fellThroughAt: null,
  annualCtc: null,
  lastCheckIn: null,
  checkInDue: null,
  ...extra,
});

const TODAY = "2027-03-10";
const RIYA = { id: "riya", role: "Recruiter" as const };
const rows = [
  placement("p1", "Asha Rao", "2027-02-01", { annualCtc: 900000, checkInDue: { day: 30, dueOn: "2027-03-03" } }),
  placement("p2", "Ravi Iyer", "2026-11-01", { recruiter: { id: "sam", name: "Sam" }, lastCheckIn: { outcome: "at_risk", createdAt: "2027-01-01T06:00:00.000Z" } }),
  placement("p3", "Meera Nair", "2027-01-01", { status: "fell_through", fellThroughAt: "2027-02-01T06:00:00.000Z", recruiter: null }),
];

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe("PlacementsTable", () => {
  it("shows each placement's row with its dates, status and the changes it allows", () => {
    render(<PlacementsTable placements={rows} today={TODAY} viewer={RIYA} />);
    expect(screen.getByRole("region", { name: "Placements" })).toBeTruthy();
    const asha = screen.getByRole("row", { name: /Asha Rao/ });
    expect(asha.textContent).toContain("QA Engineer — Acme Tools");
    expect(asha.textContent).toContain("Feb 1, 2027");
    expect(asha.textContent).toContain("May 2, 2027");
    expect(asha.textContent).toContain("₹9,00,000 a year");
    expect(asha.textContent).toContain("Day 30 check-in due");
    expect(within(asha).getByRole("button", { name: "Edit terms for Asha Rao" })).toBeTruthy();
    expect(within(asha).getByRole("button", { name: "Mark as fallen through for Asha Rao" })).toBeTruthy();
    expect(within(asha).getByRole("button", { name: "Log a check-in for Asha Rao" })).toBeTruthy();
    // Sam's placement: Riya may record that it fell through, not change its terms. Its guarantee (a start
    // on 1 November) ended on 30 January.
    const ravi = screen.getByRole("row", { name: /Ravi Iyer/ });
    expect(within(ravi).queryByRole("button", { name: /Edit terms/ })).toBeNull();
    expect(within(ravi).queryByRole("button", { name: /Mark as fallen through/ })).toBeNull();
    expect(ravi.textContent).toContain("Guarantee ended");
    expect(ravi.textContent).toContain("Not given");
    expect(ravi.textContent).toContain("At risk, Jan 1, 2027");
    const meera = screen.getByRole("row", { name: /Meera Nair/ });
    expect(within(meera).queryAllByRole("button")).toEqual([]);
    expect(meera.textContent).toContain("Fell through");
    expect(meera.textContent).toContain("Former recruiter");
  });

  it("marks a placement as fallen through with a reason (required)", async () => {
    actions.markFellThroughAction.mockResolvedValue({ ok: true, data: rows[0], message: "Placement marked as fallen through" });
    render(<PlacementsTable placements={rows} today={TODAY} viewer={RIYA} />);
    await userEvent.click(screen.getByRole("button", { name: "Mark as fallen through for Asha Rao" }));
    const dialog = screen.getByRole("dialog", { name: "Mark the placement of Asha Rao as fallen through" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark as fallen through" }));
    expect(dialog.textContent).toContain("Please say why the placement fell through");
    expect(actions.markFellThroughAction).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), "Left after a week");
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark as fallen through" }));
    expect(actions.markFellThroughAction).toHaveBeenCalledWith({ id: "p1", reason: "Left after a week" });
    expect(router.refresh).toHaveBeenCalled();
  });

  it("edits the terms (start date and CTC); a bad CTC is said at the field, a refusal in the dialog", async () => {
    actions.editPlacementTermsAction.mockResolvedValue({ ok: false, status: 409, code: "STALE_STATE", message: "This was changed by someone else in the meantime. Reload and try again." });
    render(<PlacementsTable placements={rows} today={TODAY} viewer={RIYA} />);
    await userEvent.click(screen.getByRole("button", { name: "Edit terms for Asha Rao" }));
    const dialog = screen.getByRole("dialog", { name: "Edit the placement of Asha Rao" });
    const field = within(dialog).getByLabelText(/^Start date/) as HTMLInputElement;
    expect(field.value).toBe("2027-02-01");
    const ctc = within(dialog).getByLabelText(/^Annual CTC/) as HTMLInputElement;
    expect(ctc.value).toBe("900000");
    await userEvent.clear(field);
    await userEvent.type(field, "2027-02-15");
    await userEvent.clear(ctc);
    await userEvent.type(ctc, "12.5");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(dialog.textContent).toContain("Please enter the annual CTC in whole rupees");
    expect(actions.editPlacementTermsAction).not.toHaveBeenCalled();
    await userEvent.clear(ctc);
    await userEvent.type(ctc, "9,50,000");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(actions.editPlacementTermsAction).toHaveBeenCalledWith({ id: "p1", startDate: "2027-02-15", annualCtc: 950000 });
    expect(within(dialog).getByRole("alert").textContent).toContain("changed by someone else");
    expect(router.refresh).toHaveBeenCalled();
  });

  it("logs a check-in: the outcome and the note are required", async () => {
    actions.logCheckInAction.mockResolvedValue({ ok: true, data: { id: "ci1" }, message: "Check-in logged" });
    render(<PlacementsTable placements={rows} today={TODAY} viewer={RIYA} />);
    await userEvent.click(screen.getByRole("button", { name: "Log a check-in for Asha Rao" }));
    const dialog = screen.getByRole("dialog", { name: "Check in on Asha Rao" });
    expect(dialog.textContent).toContain("the day-30 check-in is due since Mar 3, 2027");
    await userEvent.click(within(dialog).getByRole("button", { name: "Log check-in" }));
    expect(dialog.textContent).toContain("Please choose how the placement is going");
    expect(dialog.textContent).toContain("Please write how the placement is going");
    expect(actions.logCheckInAction).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("radio", { name: "At risk" }));
    await userEvent.type(within(dialog).getByLabelText(/^Note/), "Long commute;\nthinking of leaving");
    await userEvent.click(within(dialog).getByRole("button", { name: "Log check-in" }));
    expect(actions.logCheckInAction).toHaveBeenCalledWith({ id: "p1", outcome: "at_risk", note: "Long commute;\nthinking of leaving" });
    expect(router.refresh).toHaveBeenCalled();
  });
});

describe("FunnelChart", () => {
  it("is one image named by its title and its numbers", () => {
    render(<FunnelChart title="Funnel of all submittals" counts={{ submitted: 12, accepted: 8, interviewed: 5, offered: 3, hired: 2 }} />);
    const image = screen.getByRole("img", { name: "Funnel of all submittals: Submitted 12, Accepted 8, Interviewed 5, Offered 3, Hired 2" });
    expect(image.querySelectorAll("rect")).toHaveLength(5);
    expect(image.querySelector("title")?.textContent).toContain("Hired 2");
  });
});
