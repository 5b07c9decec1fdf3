// @vitest-environment happy-dom
// A round of the drive's student list with the recording buttons (decisions.md section 20): Advance /
// Eliminate for those still in the round; "Record offer" on a student's latest row while they are in the
// running and have no offer (opening a real dialog with salary and joining date); none for a reader.
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DriveRoster } from "@/lib/campus/contract/common";
import type { CampusOffer } from "@/lib/campus/contract/offers";

const actions = vi.hoisted(() => ({ recordOneResultAction: vi.fn(), createOfferAction: vi.fn() }));
const router = vi.hoisted(() => ({ refresh: vi.fn() }));
vi.mock("@/lib/campus/actions/offers", () => actions);
vi.mock("@/lib/client/toast", () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const { DriveRoundTable, recordingView } = await import("@/components/campus/drive-round-table");

const student = (id: string, name: string, rollNo: string, status: "in" | "advanced" | "eliminated" | "withdrawn") => ({
  registrationId: id,
  name,
  rollNo,
  universityId: "u-1",
  institute: "Pune Institute",
  status,
});
const roster: DriveRoster = [
  { id: "r-1", name: "Aptitude", position: 1, at: "2099-01-01T05:00:00.000Z", total: 3, students: [student("g-1", "Meera", "M-1", "advanced"), student("g-2", "Kabir", "K-1", "eliminated"), student("g-3", "Asha", "A-1", "in")] },
  { id: "r-2", name: "Interview", position: 2, at: "2099-01-02T05:00:00.000Z", total: 1, students: [student("g-1", "Meera", "M-1", "in")] },
];

beforeEach(() => {
  vi.clearAllMocks();
  actions.recordOneResultAction.mockResolvedValue({ ok: true, data: { updated: 1, errors: [] } });
  actions.createOfferAction.mockResolvedValue({ ok: true, data: { id: "o-1", status: "pending" } });
});
afterEach(cleanup);

describe("DriveRoundTable", () => {
  it("a reader sees no buttons", () => {
    render(<DriveRoundTable round={roster[0]} recording={recordingView("d-1", roster, [], false)} />);
    expect(screen.queryAllByRole("button")).toHaveLength(0);
  });

  it("Advance records the row's student; the latest row of one still running offers Record offer", async () => {
    const recording = recordingView("d-1", roster, [], true);
    render(
      <>
        <DriveRoundTable round={roster[0]} recording={recording} />
        <DriveRoundTable round={roster[1]} recording={recording} />
      </>,
    );
    // Round 1: Meera advanced (her latest row is round 2), Kabir out, Asha still in it.
    const first = screen.getByRole("table", { name: "Students in round 1, Aptitude" });
    expect(within(first).queryByRole("button", { name: "Advance Meera" })).toBeNull();
    expect(within(first).queryByRole("button", { name: /Kabir/ })).toBeNull();
    expect(within(first).getByRole("button", { name: "Record offer for Asha" })).toBeTruthy();
    await userEvent.click(within(first).getByRole("button", { name: "Advance Asha" }));
    expect(actions.recordOneResultAction).toHaveBeenCalledWith({ id: "d-1", roundId: "r-1", rollNo: "A-1", universityId: "u-1", result: "advance" });

    const second = screen.getByRole("table", { name: "Students in round 2, Interview" });
    await userEvent.click(within(second).getByRole("button", { name: "Record offer for Meera" }));
    const dialog = screen.getByRole("dialog", { name: "Record an offer for Meera" });
    await userEvent.type(within(dialog).getByLabelText(/^Salary/), "720000");
    await userEvent.type(within(dialog).getByLabelText(/^Joining date/), "2099-07-01");
    await userEvent.click(within(dialog).getByRole("button", { name: "Record offer" }));
    expect(actions.createOfferAction).toHaveBeenCalledWith({ id: "d-1", rollNo: "M-1", universityId: "u-1", salary: 720_000, joiningDate: "2099-07-01" });
  });

  it("Eliminate asks first; a student with an offer has no Record offer", async () => {
    const offers = [{ student: { name: "Asha", rollNo: "a-1", universityId: "u-1", institute: "Pune Institute" } }] as unknown as CampusOffer[];
    render(<DriveRoundTable round={roster[0]} recording={recordingView("d-1", roster, offers, true)} />);
    expect(screen.queryByRole("button", { name: "Record offer for Asha" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Eliminate Asha" }));
    const dialog = screen.getByRole("dialog", { name: "Eliminate Asha in Aptitude?" });
    expect(actions.recordOneResultAction).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Eliminate" }));
    expect(actions.recordOneResultAction).toHaveBeenCalledWith({ id: "d-1", roundId: "r-1", rollNo: "A-1", universityId: "u-1", result: "eliminate" });
  });
});
