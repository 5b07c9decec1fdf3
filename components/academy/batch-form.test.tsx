// @vitest-environment happy-dom
// The admin's new batch form: labelled fields, the sessions editor (add, remove, India times), the
// sponsor's two steps, the client's messages, what reaches the server action, a server field error
// under its field, and a training request's pre-fill.
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Result } from "@/lib/api/result";
import type { BatchFormData } from "@/lib/academy/loaders/batches";

const createBatchAction = vi.fn<(input: Record<string, unknown>) => Promise<Result<unknown>>>();
const router = { push: vi.fn(), refresh: vi.fn() };
const toastSuccess = vi.fn();
const toastError = vi.fn();
vi.mock("@/lib/academy/actions/batches", () => ({ createBatchAction: (input: Record<string, unknown>) => createBatchAction(input) }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));
vi.mock("@/lib/client/toast", () => ({ toastError: (m: string) => toastError(m), toastSuccess: (m: string) => toastSuccess(m) }));

// happy-dom has no HTMLSelectElement.size, which react-hook-form reads (see post-job-form.test.tsx).
if (!("size" in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, "size", {
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute("size") ?? 0);
    },
  });
}

const { BatchForm } = await import("@/components/academy/batch-form");

const DATA: BatchFormData = {
  programmes: [
    { id: "web-technologies", name: "Web Technologies" },
    { id: "robotics", name: "Robotics" },
  ],
  trainers: [{ id: "trainer-1", name: "Asha Trainer" }],
  universities: [{ id: "uni-1", name: "Test Institute" }],
  employers: [{ id: "emp-1", name: "Sponsor Works" }],
};

const control = (label: RegExp, scope: HTMLElement = document.body) => within(scope).getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const set = (label: RegExp, value: string, scope?: HTMLElement) => fireEvent.change(control(label, scope), { target: { value } });
const session = (n: number) => screen.getByRole("group", { name: `Session ${n}` });

function fillSession(n: number, date: string, start: string, end: string, topic: string) {
  set(/^Date/, date, session(n));
  set(/^Start time/, start, session(n));
  set(/^End time/, end, session(n));
  set(/^Topic/, topic, session(n));
}

function fillRequired() {
  set(/^Programme/, "web-technologies");
  set(/^Start date/, "2099-01-10");
  set(/^End date/, "2099-02-20");
  set(/^Seats/, "25");
  set(/^Trainer/, "trainer-1");
  fillSession(1, "2099-01-10", "10:00", "13:00", "Modern JavaScript");
}

async function submit() {
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create batch" })));
}

beforeEach(() => {
  for (const mock of [createBatchAction, router.push, toastSuccess, toastError]) mock.mockReset();
  createBatchAction.mockResolvedValue({ ok: true, data: { id: "b1" }, message: "Batch created" });
});
afterEach(cleanup);

describe("BatchForm", () => {
  it("has a labelled control for every field, online by default, one empty session and no sponsor", () => {
    render(<BatchForm data={DATA} />);
    for (const label of [/^Programme/, /^Title/, /^Start date/, /^End date/, /^Mode/, /^Location/, /^Seats/, /^Trainer/, /^Sponsor/]) {
      expect(control(label)).toBeTruthy();
    }
    expect(control(/^Mode/).value).toBe("online");
    expect(control(/^Sponsor/).value).toBe("");
    expect(screen.queryByLabelText(/^University/)).toBeNull();
    expect(screen.getAllByRole("group", { name: /^Session \d+$/ })).toHaveLength(1);
    // A single session cannot be removed.
    expect(screen.queryByRole("button", { name: /^Remove session/ })).toBeNull();
  });

  it("says what is missing and does not call the server", async () => {
    render(<BatchForm data={DATA} />);
    set(/^Mode/, "classroom");
    await submit();
    expect(createBatchAction).not.toHaveBeenCalled();
    // The batch's fields and the sessions' say so at once.
    for (const message of ["Please select a programme", "Please enter a valid start date", "Please enter the number of seats", "Please select a trainer", "Please enter the session's date", "Please enter the session's topic"]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
  });

  it("asks for a location for a classroom batch and refuses sessions outside the dates", async () => {
    render(<BatchForm data={DATA} />);
    fillRequired();
    set(/^Mode/, "classroom");
    await submit();
    expect(screen.getByText("Please enter the location of a classroom or hybrid batch")).toBeTruthy();
    set(/^Location/, "Pune");
    set(/^Date/, "2099-03-01", session(1));
    await submit();
    expect(screen.getByRole("alert").textContent).toBe("Session 1 is outside the batch's dates");
    expect(createBatchAction).not.toHaveBeenCalled();
  });

  it("adds a session the next day at the same times, removes one, and sends India times, the sponsor and the title", async () => {
    render(<BatchForm data={DATA} />);
    fillRequired();
    set(/^Title/, "Evening batch");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add session" })));
    expect(control(/^Date/, session(2)).value).toBe("2099-01-11");
    expect(control(/^Start time/, session(2)).value).toBe("10:00");
    expect(control(/^End time/, session(2)).value).toBe("13:00");
    set(/^Topic/, "React", session(2));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add session" })));
    set(/^Topic/, "Dropped", session(3));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Remove session 3" })));
    expect(screen.getAllByRole("group", { name: /^Session \d+$/ })).toHaveLength(2);

    set(/^Sponsor/, "employer");
    set(/^Employer/, "emp-1");
    await submit();
    expect(createBatchAction).toHaveBeenCalledTimes(1);
    expect(createBatchAction.mock.calls[0][0]).toEqual({
      programmeId: "web-technologies",
      title: "Evening batch",
      startDate: "2099-01-10",
      endDate: "2099-02-20",
      mode: "online",
      seats: 25,
      trainerId: "trainer-1",
      sessions: [
        { startsAt: "2099-01-10T10:00:00+05:30", endsAt: "2099-01-10T13:00:00+05:30", topic: "Modern JavaScript" },
        { startsAt: "2099-01-11T10:00:00+05:30", endsAt: "2099-01-11T13:00:00+05:30", topic: "React" },
      ],
      sponsor: { kind: "employer", id: "emp-1" },
    });
    expect(toastSuccess).toHaveBeenCalledWith("Batch created");
    expect(router.push).toHaveBeenCalledWith("/admin/batches");
  });

  it("asks for the sponsor once a kind is chosen", async () => {
    render(<BatchForm data={DATA} />);
    fillRequired();
    set(/^Sponsor/, "university");
    await submit();
    expect(screen.getByText("Please select a university")).toBeTruthy();
    expect(createBatchAction).not.toHaveBeenCalled();
  });

  it("shows the server's field error under its field", async () => {
    createBatchAction.mockResolvedValue({ ok: false, code: "VALIDATION", status: 400, message: "Please select a trainer", errors: { trainerId: "Please select a trainer" } });
    render(<BatchForm data={DATA} />);
    fillRequired();
    await submit();
    const trainer = control(/^Trainer/);
    expect(trainer.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(trainer.getAttribute("aria-describedby")!.split(" ").at(-1)!)?.textContent).toBe("Please select a trainer");
    expect(router.push).not.toHaveBeenCalled();
  });

  it("starts from an approved training request: programme, dates, seats, the university as sponsor, the request sent", async () => {
    render(
      <BatchForm
        data={{
          ...DATA,
          prefill: { requestId: "req-1", programmeId: "robotics", startDate: "2099-01-10", endDate: "2099-01-20", seats: 40, universityId: "uni-1", universityName: "Test Institute" },
        }}
      />,
    );
    expect(screen.getByText(/A sponsored batch for/).textContent).toContain("Test Institute");
    expect(control(/^Programme/).value).toBe("robotics");
    expect(control(/^Seats/).value).toBe("40");
    expect(control(/^Sponsor/).value).toBe("university");
    expect(control(/^University/).value).toBe("uni-1");
    expect(control(/^Date/, session(1)).value).toBe("2099-01-10");
    set(/^Trainer/, "trainer-1");
    fillSession(1, "2099-01-10", "09:30", "12:30", "Sensors");
    await submit();
    expect(createBatchAction.mock.calls[0][0]).toMatchObject({ programmeId: "robotics", seats: 40, requestId: "req-1", sponsor: { kind: "university", id: "uni-1" } });
  });

  it("says when the request in the address cannot be used", () => {
    render(<BatchForm data={{ ...DATA, requestProblem: "This is not an approved training request." }} />);
    expect(screen.getByRole("alert").textContent).toContain("This is not an approved training request.");
  });
});
