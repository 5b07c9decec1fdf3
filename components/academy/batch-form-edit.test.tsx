// @vitest-environment happy-dom
// The batch form as an edit (/admin/batches/{id}, issue 44): filled in from the batch (India times), the
// programme shown but not offered, no sponsor choice; a session with attendance keeps its day and times and
// has no Remove; "Repeat weekly" fills the weeks up to the end date; the edit action gets the id, the
// version read and the sessions by id.
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Result } from "@/lib/api/result";
import type { BatchFormData } from "@/lib/academy/loaders/batches";
import type { AdminBatchJson } from "@/lib/academy/contract/batches";
import { batchFormValues } from "@/lib/academy/schemas/batch-form";

const updateBatchAction = vi.fn<(input: Record<string, unknown>) => Promise<Result<unknown>>>();
const createBatchAction = vi.fn();
const router = { push: vi.fn(), refresh: vi.fn() };
vi.mock("@/lib/academy/actions/batches", () => ({
  createBatchAction: (input: unknown) => createBatchAction(input),
  updateBatchAction: (input: Record<string, unknown>) => updateBatchAction(input),
}));
vi.mock("next/navigation", () => ({ useRouter: () => router }));
vi.mock("@/lib/client/toast", () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

// happy-dom has no HTMLSelectElement.size, which react-hook-form reads (see post-job-form.test.tsx).
if (!("size" in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, "size", {
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute("size") ?? 0);
    },
  });
}

const { BatchForm } = await import("@/components/academy/batch-form");

const DATA: BatchFormData = { programmes: [{ id: "web-technologies", name: "Web Technologies" }], trainers: [{ id: "trainer-1", name: "Asha Trainer" }], universities: [], employers: [] };

const BATCH: AdminBatchJson = {
  id: "batch-1",
  programme: { id: "web-technologies", slug: "web-technologies", title: "Web Technologies" },
  title: "Web batch",
  startDate: "2099-01-10",
  endDate: "2099-02-20",
  mode: "online",
  meetingUrl: "https://meet.example.com/web",
  seats: 10,
  seatsLeft: 8,
  trainer: { id: "trainer-1", name: "Asha Trainer" },
  status: "open",
  sessions: [
    { id: "s1", startsAt: "2099-01-10T03:30:00.000Z", endsAt: "2099-01-10T15:30:00.000Z", topic: "Modern JavaScript", attended: 2 },
    { id: "s2", startsAt: "2099-02-05T01:00:00.000Z", endsAt: "2099-02-05T13:00:00.000Z", topic: "React", attended: 0 },
  ],
  enrolled: 2,
  waitlisted: 0,
  version: 4,
};

const session = (n: number) => screen.getByRole("group", { name: `Session ${n}` });
const control = (label: RegExp, scope: HTMLElement) => within(scope).getByLabelText(label) as HTMLInputElement;

function renderEdit() {
  render(
    <BatchForm
      data={DATA}
      edit={{ id: BATCH.id, version: BATCH.version, values: batchFormValues(BATCH), programmeTitle: "Web Technologies", attended: { s1: 2, s2: 0 } }}
    />,
  );
}

beforeEach(() => {
  updateBatchAction.mockReset();
  updateBatchAction.mockResolvedValue({ ok: true, data: { id: "batch-1" }, message: "Batch saved" });
});
afterEach(cleanup);

describe("BatchForm as an edit", () => {
  it("starts from the batch in India time; the programme is shown, not offered; no sponsor choice", () => {
    renderEdit();
    expect(screen.queryByLabelText(/^Programme/)).toBeNull();
    expect(screen.getByText("Web Technologies")).toBeTruthy();
    expect(screen.queryByLabelText(/^Sponsor/)).toBeNull();
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe("Web batch");
    expect((screen.getByLabelText(/^Seats/) as HTMLInputElement).value).toBe("10");
    expect((screen.getByLabelText(/^Meeting link/) as HTMLInputElement).value).toBe("https://meet.example.com/web");
    expect([control(/^Date/, session(2)).value, control(/^Start time/, session(2)).value, control(/^End time/, session(2)).value]).toEqual(["2099-02-05", "06:30", "18:30"]);
  });

  it("a session with attendance keeps its day and times and cannot be removed; the others can", () => {
    renderEdit();
    expect(control(/^Date/, session(1)).readOnly).toBe(true);
    expect(control(/^Start time/, session(1)).readOnly).toBe(true);
    expect(control(/^Topic/, session(1)).readOnly).toBe(false);
    expect(session(1).textContent).toContain("2 present: this session stays");
    expect(screen.queryByRole("button", { name: "Remove session 1" })).toBeNull();
    expect(screen.getByRole("button", { name: "Remove session 2" })).toBeTruthy();
  });

  it("Repeat weekly adds the same session every week until the end date, and says so", async () => {
    renderEdit();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Repeat weekly session 2 until the end date" })));
    expect(screen.getAllByRole("group", { name: /^Session \d+$/ })).toHaveLength(4);
    expect(control(/^Date/, session(3)).value).toBe("2099-02-12");
    expect(control(/^Date/, session(4)).value).toBe("2099-02-19");
    expect(control(/^Start time/, session(4)).value).toBe("06:30");
    expect(control(/^Topic/, session(4)).value).toBe("React");
    expect(screen.getByRole("status").textContent).toBe("Added 2 weekly sessions after session 2.");
    // Again: every week has it already.
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Repeat weekly session 2 until the end date" })));
    expect(screen.getAllByRole("group", { name: /^Session \d+$/ })).toHaveLength(4);
    expect(screen.getByRole("status").textContent).toBe("Every week until the end date already has this session.");
  });

  it("saves through the edit action with the id, the version and the sessions by id", async () => {
    renderEdit();
    fireEvent.change(screen.getByLabelText(/^Seats/), { target: { value: "12" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Repeat weekly session 2 until the end date" })));
    fireEvent.change(control(/^Topic/, session(4)), { target: { value: "Testing" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save changes" })));
    expect(createBatchAction).not.toHaveBeenCalled();
    expect(updateBatchAction).toHaveBeenCalledTimes(1);
    expect(updateBatchAction.mock.calls[0][0]).toEqual({
      id: "batch-1",
      version: 4,
      title: "Web batch",
      startDate: "2099-01-10",
      endDate: "2099-02-20",
      mode: "online",
      meetingUrl: "https://meet.example.com/web",
      seats: 12,
      trainerId: "trainer-1",
      sessions: [
        { id: "s1", startsAt: "2099-01-10T09:00:00+05:30", endsAt: "2099-01-10T21:00:00+05:30", topic: "Modern JavaScript" },
        { id: "s2", startsAt: "2099-02-05T06:30:00+05:30", endsAt: "2099-02-05T18:30:00+05:30", topic: "React" },
        { startsAt: "2099-02-12T06:30:00+05:30", endsAt: "2099-02-12T18:30:00+05:30", topic: "React" },
        { startsAt: "2099-02-19T06:30:00+05:30", endsAt: "2099-02-19T18:30:00+05:30", topic: "Testing" },
      ],
    });
    expect(router.push).toHaveBeenCalledWith("/admin/batches");
  });
});
