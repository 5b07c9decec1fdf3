// @vitest-environment happy-dom
// The trainer's batch page body: the meeting link and "Finish batch" (disabled, saying why, until the
// last session has ended; gone once finished), each session with "Open check-in" (from 30 minutes
// before it starts until it ends) and its register (locked until it starts and once finished), then the
// class with attendance and a draft score per candidate (final once the batch is finished).
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TrainerBatch } from "@/lib/academy/service/trainer";

vi.mock("@/lib/academy/actions/attendance", () => ({ openCheckinAction: vi.fn(), correctAttendanceAction: vi.fn() }));
vi.mock("@/lib/certificates/actions", () => ({ recordResultAction: vi.fn(), finishBatchAction: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }) }));

const { TrainerBatchView } = await import("@/components/academy/trainer-batch-view");

afterEach(cleanup);

const NOW = new Date("2026-11-25T06:00:00.000Z");
const batch: TrainerBatch = {
  id: "b-1",
  programme: { id: "web", slug: "web", title: "Web Technologies" },
  title: "Evening batch",
  startDate: "2026-11-20",
  endDate: "2026-11-30",
  mode: "online",
  meetingUrl: "https://meet.example.com/evening",
  seats: 20,
  seatsLeft: 18,
  trainer: { name: "Tara" },
  status: "running",
  enrolled: 2,
  sessions: [
    { id: "s-1", topic: "Past topic", startsAt: "2026-11-24T04:00:00.000Z", endsAt: "2026-11-24T05:00:00.000Z", present: ["e-1"] },
    { id: "s-2", topic: "Now topic", startsAt: "2026-11-25T05:30:00.000Z", endsAt: "2026-11-25T07:00:00.000Z", present: [], checkinOpenUntil: "2026-11-25T06:05:00.000Z" },
    { id: "s-3", topic: "Later topic", startsAt: "2026-11-26T04:00:00.000Z", endsAt: "2026-11-26T05:00:00.000Z", present: [] },
  ],
  enrollments: [
    { id: "e-1", name: "Asha Rao", status: "completed", attendance: 100, score: 88, certificate: { code: "ABCDEFGHJKMNPQRS" } },
    { id: "e-2", name: "Ravi Kumar", status: "enrolled", attendance: 0 },
  ],
};

describe("TrainerBatchView", () => {
  it("sessions: check-in from 30 minutes before the start until the end, the register only from the start", () => {
    render(<TrainerBatchView batch={batch} now={NOW} />);
    const open = (topic: string) => (screen.getByRole("button", { name: `Open check-in for ${topic}` }) as HTMLButtonElement).disabled;
    expect([open("Past topic"), open("Now topic"), open("Later topic")]).toEqual([true, false, true]);
    expect(screen.getByText("Check-in opens at Nov 26, 2026, 9:00 AM IST, 30 minutes before the session starts.")).toBeTruthy();
    const save = (topic: string) => (screen.getByRole("button", { name: `Save register for ${topic}` }) as HTMLButtonElement).disabled;
    expect([save("Past topic"), save("Now topic"), save("Later topic")]).toEqual([false, false, true]);
    expect(screen.getByText("Check-in open until Nov 25, 2026, 11:35 AM IST")).toBeTruthy();
    const past = screen.getByRole("form", { name: "Register for Past topic" });
    expect((within(past).getByRole("checkbox", { name: "Asha Rao" }) as HTMLInputElement).checked).toBe(true);
  });

  it("the class: attendance and a draft score per candidate; a certificate issued earlier keeps its result final", () => {
    render(<TrainerBatchView batch={batch} now={NOW} />);
    const table = screen.getByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual(["Asha Rao", "Ravi Kumar"]);
    expect((within(table).getByLabelText("Score for Asha Rao") as HTMLInputElement).value).toBe("88");
    expect((within(table).getByRole("button", { name: "Save result for Asha Rao" }) as HTMLButtonElement).disabled).toBe(true);
    expect(rows[0].textContent).toContain("Completed: certificate issued");
    expect(rows[0].textContent).toContain("Final: a certificate was issued for this result.");
    expect((within(table).getByRole("button", { name: "Save result for Ravi Kumar" }) as HTMLButtonElement).disabled).toBe(false);
    expect(rows[1].textContent).toContain("0%");
    expect(rows[1].textContent).toContain("No score yet");
  });

  it("the meeting link, and Finish batch disabled until the last session has ended, saying when", () => {
    render(<TrainerBatchView batch={batch} now={NOW} />);
    expect(screen.getByRole("link", { name: "https://meet.example.com/evening" }).getAttribute("href")).toBe("https://meet.example.com/evening");
    const finish = screen.getByRole("button", { name: "Finish batch" }) as HTMLButtonElement;
    expect(finish.disabled).toBe(true);
    const reason = "You can finish the batch after its last session ends on Nov 26, 2026, 10:30 AM IST.";
    expect(screen.getByText(reason)).toBeTruthy();
    expect(document.getElementById(finish.getAttribute("aria-describedby")!)?.textContent).toBe(reason);
  });

  it("a finished batch: no Finish button, results and registers final, saying so", () => {
    const finished: TrainerBatch = {
      ...batch,
      status: "completed",
      finishedAt: "2026-11-26T08:00:00.000Z",
      enrollments: [{ id: "e-2", name: "Ravi Kumar", status: "failed", attendance: 33, score: 40 }],
    };
    render(<TrainerBatchView batch={finished} now={new Date("2026-11-27T06:00:00.000Z")} />);
    expect(screen.queryByRole("button", { name: "Finish batch" })).toBeNull();
    expect(screen.getByText(/^Finished on Nov 26, 2026, 1:30 PM IST: the results are final/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Save result for Ravi Kumar" }) as HTMLButtonElement).disabled).toBe(true);
    const row = within(screen.getByRole("table")).getAllByRole("row")[1];
    expect(row.textContent).toContain("Not passed");
    expect(row.textContent).toContain("Final: the batch is finished.");
    expect((screen.getByRole("button", { name: "Save register for Past topic" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
