// @vitest-environment happy-dom
// The admin's new batch form: labelled fields, the sessions editor (add, remove, India times), the
// sponsor's two steps, the meeting link of an online or hybrid batch (https), the programme's minimum
// hours (decisions.md section 20), the client's messages, what reaches the server action, a server field
// error under its field, and a training request's pre-fill.
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

/** Web Technologies needs 24 hours: one 09:00-21:00 day is 12; the tests add a second. */
function fillRequired() {
  set(/^Programme/, "web-technologies");
  set(/^Start date/, "2099-01-10");
  set(/^End date/, "2099-02-20");
  set(/^Seats/, "25");
  set(/^Trainer/, "trainer-1");
  set(/^Meeting link/, "https://meet.example.com/web");
  fillSession(1, "2099-01-10", "09:00", "21:00", "Modern JavaScript");
}

async function addSession() {
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add session" })));
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
    for (const label of [/^Programme/, /^Title/, /^Start date/, /^End date/, /^Mode/, /^Location/, /^Meeting link/, /^Seats/, /^Trainer/, /^Sponsor/]) {
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
    await addSession();
    set(/^Topic/, "React", session(2));
    set(/^Mode/, "classroom");
    // A classroom batch has no meeting link.
    expect(screen.queryByLabelText(/^Meeting link/)).toBeNull();
    await submit();
    expect(screen.getByText("Please enter the location of a classroom or hybrid batch")).toBeTruthy();
    set(/^Location/, "Pune");
    set(/^Date/, "2099-03-01", session(1));
    await submit();
    expect(screen.getByRole("alert").textContent).toBe("Session 1 is outside the batch's dates");
    expect(createBatchAction).not.toHaveBeenCalled();
  });

  it("adds a session the next day at the same times, removes one, and sends India times, the meeting link, the sponsor and the title", async () => {
    render(<BatchForm data={DATA} />);
    fillRequired();
    set(/^Title/, "Evening batch");
    await addSession();
    expect(control(/^Date/, session(2)).value).toBe("2099-01-11");
    expect(control(/^Start time/, session(2)).value).toBe("09:00");
    expect(control(/^End time/, session(2)).value).toBe("21:00");
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
      meetingUrl: "https://meet.example.com/web",
      seats: 25,
      trainerId: "trainer-1",
      sessions: [
        { startsAt: "2099-01-10T09:00:00+05:30", endsAt: "2099-01-10T21:00:00+05:30", topic: "Modern JavaScript" },
        { startsAt: "2099-01-11T09:00:00+05:30", endsAt: "2099-01-11T21:00:00+05:30", topic: "React" },
      ],
      sponsor: { kind: "employer", id: "emp-1" },
    });
    expect(toastSuccess).toHaveBeenCalledWith("Batch created");
    expect(router.push).toHaveBeenCalledWith("/admin/batches");
  });

  it("says the programme's minimum hours, and refuses sessions adding up to fewer", async () => {
    render(<BatchForm data={DATA} />);
    fillRequired();
    expect(screen.getByRole("group", { name: "Sessions" }).textContent).toContain("Web Technologies batches need at least 24 hours of sessions.");
    await submit();
    expect(screen.getByRole("alert").textContent).toBe("Web Technologies batches need at least 24 hours of sessions; these add up to 12 hours.");
    expect(createBatchAction).not.toHaveBeenCalled();
    await addSession();
    set(/^Topic/, "React", session(2));
    await submit();
    expect(createBatchAction).toHaveBeenCalledTimes(1);
  });

  it("an online or hybrid batch needs an https meeting link", async () => {
    render(<BatchForm data={DATA} />);
    fillRequired();
    await addSession();
    set(/^Topic/, "React", session(2));
    set(/^Meeting link/, "");
    await submit();
    expect(screen.getByText("Please enter the meeting link of an online or hybrid batch")).toBeTruthy();
    set(/^Meeting link/, "http://meet.example.com/web");
    await submit();
    expect(screen.getByText("Please enter the meeting link as an https:// address")).toBeTruthy();
    expect(createBatchAction).not.toHaveBeenCalled();
    set(/^Mode/, "hybrid");
    set(/^Location/, "Pune");
    set(/^Meeting link/, "https://meet.example.com/web");
    await submit();
    expect(createBatchAction.mock.calls[0][0]).toMatchObject({ mode: "hybrid", location: "Pune", meetingUrl: "https://meet.example.com/web" });
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
    await addSession();
    set(/^Topic/, "React", session(2));
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
    set(/^Meeting link/, "https://meet.example.com/robots");
    // Robotics needs 24 hours: two 12-hour days.
    fillSession(1, "2099-01-10", "08:00", "20:00", "Sensors");
    await addSession();
    set(/^Topic/, "Actuators", session(2));
    await submit();
    expect(createBatchAction.mock.calls[0][0]).toMatchObject({ programmeId: "robotics", seats: 40, requestId: "req-1", sponsor: { kind: "university", id: "uni-1" } });
  });

  it("says when the request in the address cannot be used", () => {
    render(<BatchForm data={{ ...DATA, requestProblem: "This is not an approved training request." }} />);
    expect(screen.getByRole("alert").textContent).toContain("This is not an approved training request.");
  });
});
