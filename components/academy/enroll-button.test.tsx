// @vitest-environment happy-dom
// The Enrol button of /training/{slug}: a visitor's link to log in and come back, a candidate's
// enrolment (Enrolled, or the place on the waitlist of a full batch); a running batch says since when
// enrolment is closed (decisions.md section 20), a completed or cancelled one shows nothing.
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/types";

const actions = vi.hoisted(() => ({ enrollAction: vi.fn() }));
const toast = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
const sessionUser = vi.hoisted(() => ({ current: null as SessionUser | null | undefined }));
vi.mock("@/lib/academy/actions/enrolment", () => actions);
vi.mock("@/lib/client/toast", () => toast);
vi.mock("@/lib/client/session-store", () => ({ useSessionUser: () => sessionUser.current }));
vi.mock("next/navigation", () => ({ usePathname: () => "/training/web-technologies" }));

const { EnrollButton } = await import("@/components/academy/enroll-button");

const candidate: SessionUser = { id: "c1", name: "Priya", email: "priya@test.example", role: "Candidate" };

beforeEach(() => {
  vi.clearAllMocks();
  sessionUser.current = candidate;
});
afterEach(cleanup);

describe("EnrollButton", () => {
  it("a visitor gets a link to log in and come back to this page", () => {
    sessionUser.current = null;
    render(<EnrollButton batchId="b1" status="open" seatsLeft={4} />);
    const link = screen.getByRole("link", { name: "Log in to enrol" });
    expect(link.getAttribute("href")).toBe("/login?next=%2Ftraining%2Fweb-technologies");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("a visitor of a full batch is offered the waitlist", () => {
    sessionUser.current = null;
    render(<EnrollButton batchId="b1" status="full" seatsLeft={0} />);
    expect(screen.getByRole("link", { name: "Log in to join the waitlist" })).toBeTruthy();
  });

  it("a candidate enrols and sees Enrolled", async () => {
    actions.enrollAction.mockResolvedValue({ ok: true, data: { id: "e1", status: "enrolled" } });
    render(<EnrollButton batchId="b1" status="open" seatsLeft={4} />);
    await userEvent.click(screen.getByRole("button", { name: "Enrol" }));
    expect(actions.enrollAction).toHaveBeenCalledWith({ batchId: "b1" });
    expect(screen.getByRole("status").textContent).toContain("Enrolled");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("a full batch says Join the waitlist, and then the place in line", async () => {
    actions.enrollAction.mockResolvedValue({ ok: true, data: { id: "e1", status: "waitlisted", position: 3 } });
    render(<EnrollButton batchId="b1" status="full" seatsLeft={0} />);
    await userEvent.click(screen.getByRole("button", { name: "Join the waitlist" }));
    expect(screen.getByRole("status").textContent).toContain("You are on the waitlist (position 3)");
  });

  it("ALREADY_ENROLLED and ENROLMENT_CLOSED are said in place, by code; other refusals toast", async () => {
    actions.enrollAction.mockResolvedValueOnce({ ok: false, status: 409, code: "ALREADY_ENROLLED", message: "Reworded" });
    render(<EnrollButton batchId="b1" status="open" seatsLeft={4} />);
    await userEvent.click(screen.getByRole("button", { name: "Enrol" }));
    expect(screen.getByRole("status").textContent).toContain("You have already enrolled in this batch.");
    cleanup();

    actions.enrollAction.mockResolvedValueOnce({ ok: false, status: 409, code: "ENROLMENT_CLOSED", message: "Reworded" });
    render(<EnrollButton batchId="b1" status="open" seatsLeft={4} />);
    await userEvent.click(screen.getByRole("button", { name: "Enrol" }));
    expect(screen.getByRole("status").textContent).toContain("Enrolment for this batch has closed.");
    cleanup();

    actions.enrollAction.mockResolvedValueOnce({ ok: false, status: 500, code: "INTERNAL", message: "Something went wrong. Please try again later." });
    render(<EnrollButton batchId="b1" status="open" seatsLeft={4} />);
    await userEvent.click(screen.getByRole("button", { name: "Enrol" }));
    expect(toast.toastError).toHaveBeenCalledWith("Something went wrong. Please try again later.");
    expect(screen.getByRole("button", { name: "Enrol" })).toBeTruthy();
  });

  it("a batch running since an earlier day says why enrolment is closed, for anyone", () => {
    for (const user of [candidate, null]) {
      sessionUser.current = user;
      render(<EnrollButton batchId="b1" status="running" seatsLeft={2} startDate="2026-11-20" />);
      expect(screen.getByText("Enrolment closed: this batch started on Nov 20, 2026.")).toBeTruthy();
      expect(screen.queryByRole("button")).toBeNull();
      expect(screen.queryByRole("link")).toBeNull();
      cleanup();
    }
  });

  it("renders nothing for completed or cancelled batches (or a running one without its start date)", () => {
    for (const status of ["running", "completed", "cancelled"] as const) {
      const { container } = render(<EnrollButton batchId="b1" status={status} seatsLeft={2} />);
      expect(container.innerHTML).toBe("");
      cleanup();
    }
  });

  it("waits, disabled, while the session is learnt; other roles get a note", () => {
    sessionUser.current = undefined;
    render(<EnrollButton batchId="b1" status="open" seatsLeft={4} />);
    expect(screen.getByRole("button", { name: "Enrol" }).hasAttribute("disabled")).toBe(true);
    cleanup();
    sessionUser.current = { ...candidate, role: "Employer" };
    render(<EnrollButton batchId="b1" status="open" seatsLeft={4} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText("Candidates enrol in batches with their own account.")).toBeTruthy();
  });
});
