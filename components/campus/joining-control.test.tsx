// @vitest-environment happy-dom
// The joining tracker's dialog (decisions.md section 20): nothing chosen for the user; Joined waits for the
// joining date; a deferral sends its new date at once; the final choices (Joined, Revoked) say in words
// what happens and are saved only after that confirmation.
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatIndiaDay } from "@/lib/format/date";

const actions = vi.hoisted(() => ({ updateJoiningAction: vi.fn() }));
const router = vi.hoisted(() => ({ refresh: vi.fn() }));
vi.mock("@/lib/campus/actions/offers", () => actions);
vi.mock("@/lib/client/toast", () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const { JoiningControl } = await import("@/components/campus/joining-control");

const today = formatIndiaDay(new Date());
const future = "2099-07-01";

beforeEach(() => {
  vi.clearAllMocks();
  actions.updateJoiningAction.mockResolvedValue({ ok: true, data: {} });
});
afterEach(cleanup);

async function open(joiningDate: string) {
  render(<JoiningControl offerId="o-1" studentName="Meera" joiningDate={joiningDate} />);
  await userEvent.click(screen.getByRole("button", { name: "Record joining of Meera" }));
  return screen.getByRole("dialog");
}

describe("JoiningControl", () => {
  it("preselects nothing and asks for a choice", async () => {
    const dialog = await open(today);
    const radios = within(dialog).getAllByRole("radio");
    expect(radios.map((r) => (r as HTMLInputElement).checked)).toEqual([false, false, false]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(within(dialog).getByText("Choose what happened")).toBeTruthy();
    expect(actions.updateJoiningAction).not.toHaveBeenCalled();
  });

  it("Joined waits for the joining date", async () => {
    const dialog = await open(future);
    expect((within(dialog).getByRole("radio", { name: "Joined" }) as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByText("Joined can be recorded from Jul 1, 2099, the joining date.")).toBeTruthy();
  });

  it("Joined is confirmed in words before it is saved", async () => {
    const dialog = await open(today);
    await userEvent.click(within(dialog).getByRole("radio", { name: "Joined" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(within(dialog).getByText(/Meera will be recorded as joined\. This is final/)).toBeTruthy();
    expect(actions.updateJoiningAction).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm: joined" }));
    expect(actions.updateJoiningAction).toHaveBeenCalledWith({ id: "o-1", status: "joined" });
    expect(router.refresh).toHaveBeenCalled();
  });

  it("Revoked says what happens, and Cancel goes back without saving; then it sends the reason", async () => {
    const dialog = await open(future);
    await userEvent.click(within(dialog).getByRole("radio", { name: "Revoked" }));
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), "Role closed");
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(within(dialog).getByText(/Meera's offer will be revoked\. This is final/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(actions.updateJoiningAction).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm: revoke the offer" }));
    expect(actions.updateJoiningAction).toHaveBeenCalledWith({ id: "o-1", status: "revoked", reason: "Role closed" });
  });

  it("Deferred needs its new date, then saves at once", async () => {
    const dialog = await open(future);
    await userEvent.click(within(dialog).getByRole("radio", { name: "Deferred" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save the new date" }));
    expect(within(dialog).getByText("A deferral needs the new joining date")).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/^New joining date/), "2099-09-01");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save the new date" }));
    expect(actions.updateJoiningAction).toHaveBeenCalledWith({ id: "o-1", status: "deferred", joiningDate: "2099-09-01" });
  });
});
