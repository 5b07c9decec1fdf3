// @vitest-environment happy-dom
// A session's register: a labelled checkbox per candidate, ticked for those present; Save sends exactly
// the ticked ones, shows the register the server answers and reads the page again (the class's
// attendance); a refusal stays in the form; locked before the session starts and once the batch is finished.
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const actions = vi.hoisted(() => ({ correctAttendanceAction: vi.fn() }));
const toast = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
const router = vi.hoisted(() => ({ refresh: vi.fn() }));
vi.mock("@/lib/academy/actions/attendance", () => actions);
vi.mock("@/lib/client/toast", () => toast);
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const { SessionRegister } = await import("@/components/academy/session-register");

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

const candidates = [
  { id: "e-1", name: "Asha Rao" },
  { id: "e-2", name: "Ravi Kumar" },
  { id: "e-3", name: "Zoya Khan" },
];
const box = (name: string) => screen.getByRole("checkbox", { name }) as HTMLInputElement;

describe("SessionRegister", () => {
  it("ticks those present; Save sends exactly the ticked ones", async () => {
    actions.correctAttendanceAction.mockResolvedValue({
      ok: true,
      message: "Register saved",
      data: { sessionId: "s-1", present: [{ enrollmentId: "e-2", name: "Ravi Kumar", checkedInAt: "2026-11-26T04:05:00.000Z", byTrainer: true }] },
    });
    render(<SessionRegister sessionId="s-1" topic="Closures" candidates={candidates} present={["e-1"]} />);
    expect([box("Asha Rao").checked, box("Ravi Kumar").checked, box("Zoya Khan").checked]).toEqual([true, false, false]);
    await userEvent.click(box("Asha Rao"));
    await userEvent.click(box("Ravi Kumar"));
    await userEvent.click(screen.getByRole("button", { name: "Save register for Closures" }));
    expect(actions.correctAttendanceAction).toHaveBeenCalledWith({ sessionId: "s-1", present: ["e-2"] });
    expect(toast.toastSuccess).toHaveBeenCalledWith("Register saved");
    expect([box("Asha Rao").checked, box("Ravi Kumar").checked]).toEqual([false, true]);
    expect(router.refresh).toHaveBeenCalled();
  });

  it("a refusal is said in the form", async () => {
    actions.correctAttendanceAction.mockResolvedValue({ ok: false, code: "VALIDATION", status: 400, message: "Only candidates of this batch can be marked present." });
    render(<SessionRegister sessionId="s-1" topic="Closures" candidates={candidates} present={[]} />);
    await userEvent.click(screen.getByRole("button", { name: "Save register for Closures" }));
    expect(screen.getByRole("alert").textContent).toBe("Only candidates of this batch can be marked present.");
  });

  it("before the session starts the register is locked", () => {
    render(<SessionRegister sessionId="s-1" topic="Closures" candidates={candidates} present={[]} disabled />);
    expect(box("Asha Rao").disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Save register for Closures" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("The register can be corrected once the session has started.")).toBeTruthy();
  });

  it("once the batch is finished the register is final, and says so", () => {
    render(<SessionRegister sessionId="s-1" topic="Closures" candidates={candidates} present={["e-1"]} finished />);
    expect(box("Asha Rao").disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Save register for Closures" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("The batch is finished: its registers are final.")).toBeTruthy();
  });
});
