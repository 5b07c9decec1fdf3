// @vitest-environment happy-dom
// The dashboard's job lifecycle (issue 14): each card's badge and end date from jobState(), Close and
// Renew only where the server allows them, their dialogs, and the card updating after success.
import { jobJson } from "@/tests/helpers/job-json";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EmployerJobsPage } from "@/lib/job-posting/contract";
import type { Result } from "@/lib/api/result";
import type { JobJson } from "@/lib/job-search/service/serialize";

const closeJobAction = vi.fn<(input: { id: string; reason: string }) => Promise<Result<JobJson>>>();
const renewJobAction = vi.fn<(input: { id: string; days: number }) => Promise<Result<JobJson>>>();
const toastError = vi.fn();
const toastSuccess = vi.fn();
vi.mock("@/lib/client/api", () => ({ apiRequest: vi.fn() }));
vi.mock("@/lib/job-posting/actions", () => ({
  deleteJobAction: vi.fn(),
  closeJobAction: (input: { id: string; reason: string }) => closeJobAction(input),
  renewJobAction: (input: { id: string; days: number }) => renewJobAction(input),
}));
vi.mock("@/lib/client/toast", () => ({ toastError: (m: string) => toastError(m), toastSuccess: (m: string) => toastSuccess(m) }));
vi.mock("react-intersection-observer", () => ({ useInView: () => ({ ref: () => undefined, inView: false }) }));

const { ApplicationsDashboard } = await import("@/components/job-posting/applications-dashboard");
const { JobStateBadge, jobEndText } = await import("@/components/job-posting/job-state-badge");

const NOW = new Date("2026-11-23T06:30:00.000Z");
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

const JOBS = {
  pending: jobJson({ id: "pending", post: "Pending Job", status: "pending", validThrough: null, isOpen: false }),
  rejected: jobJson({ id: "rejected", post: "Rejected Job", status: "rejected", validThrough: null, isOpen: false }),
  open: jobJson({ id: "open", post: "Open Job", validThrough: at(30) }),
  soon: jobJson({ id: "soon", post: "Soon Job", validThrough: at(2) }),
  pastDate: jobJson({ id: "past", post: "Past Job", validThrough: at(-1), isOpen: false }),
  expired: jobJson({ id: "expired", post: "Expired Job", validThrough: at(-5), closedAt: at(-5), closeReason: "expired", isOpen: false }),
  filled: jobJson({ id: "filled", post: "Filled Job", validThrough: at(10), closedAt: at(-2), closeReason: "filled", isOpen: false }),
  cancelled: jobJson({ id: "cancelled", post: "Cancelled Job", validThrough: at(10), closedAt: at(-2), closeReason: "cancelled", isOpen: false }),
};

const page = (jobs: JobJson[]): EmployerJobsPage => ({ docs: jobs.map((job) => ({ job, count: 0, newCount: 0, awaitingCount: 0 })), page: 1, hasNextPage: false });
const card = (post: string) => screen.getByRole("article", { name: post });

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
  for (const mock of [closeJobAction, renewJobAction, toastError, toastSuccess]) mock.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("JobStateBadge and jobEndText", () => {
  it.each([
    [JOBS.pending, "Pending approval", "Opens once approved"],
    [JOBS.rejected, "Rejected", ""],
    [JOBS.open, "Open", "Open until 23 Dec 2026"],
    [JOBS.soon, "Closing soon", "Open until 25 Nov 2026"],
    [JOBS.pastDate, "Expired", "Expired on 22 Nov 2026"],
    [JOBS.expired, "Expired", "Expired on 18 Nov 2026"],
    [JOBS.filled, "Closed", "Closed on 21 Nov 2026: position filled"],
    [JOBS.cancelled, "Closed", "Closed on 21 Nov 2026: hiring cancelled"],
  ])("shows %#: '%s' with '%s'", (job, label, end) => {
    render(<JobStateBadge job={job} />);
    expect(screen.getByText(label)).toBeTruthy();
    expect(jobEndText(job)).toBe(end);
  });
});

describe("the dashboard's Close and Renew", () => {
  it("opens the Renew dialog of the job the expiry reminder links to (?renew=<id>)", () => {
    render(<ApplicationsDashboard initial={page([JOBS.open, JOBS.soon])} renew={JOBS.soon} />);
    const dialog = screen.getByRole("dialog", { name: "Renew job" });
    expect(within(dialog).getByText(new RegExp(JOBS.soon.post))).toBeTruthy();
  });

  it("opens no dialog without a job to renew", () => {
    render(<ApplicationsDashboard initial={page([JOBS.open])} />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("offers Close only for approved jobs not closed yet, and Renew for every approved job", () => {
    render(<ApplicationsDashboard initial={page(Object.values(JOBS))} />);
    expect(within(card("Pending Job")).queryByRole("button", { name: /Close job|Renew job/ })).toBeNull();
    expect(within(card("Rejected Job")).queryByRole("button", { name: /Close job|Renew job/ })).toBeNull();
    for (const post of ["Open Job", "Soon Job", "Past Job"]) {
      expect(within(card(post)).getByRole("button", { name: "Close job" })).toBeTruthy();
      expect(within(card(post)).getByRole("button", { name: "Renew job" })).toBeTruthy();
    }
    for (const post of ["Expired Job", "Filled Job", "Cancelled Job"]) {
      expect(within(card(post)).queryByRole("button", { name: "Close job" })).toBeNull();
      expect(within(card(post)).getByRole("button", { name: "Renew job" })).toBeTruthy();
    }
    expect(within(card("Open Job")).getByText("Open until 23 Dec 2026")).toBeTruthy();
  });

  it("closes a job once a reason is chosen; the card shows it closed", async () => {
    render(<ApplicationsDashboard initial={page([JOBS.open])} />);
    fireEvent.click(within(card("Open Job")).getByRole("button", { name: "Close job" }));
    const dialog = screen.getByRole("dialog", { name: "Close job" });
    expect(within(dialog).getByText(/"Open Job" stops accepting applications/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Close job" }));
    expect(within(dialog).getByText("Please choose why the job is closing")).toBeTruthy();
    expect(closeJobAction).not.toHaveBeenCalled();

    closeJobAction.mockResolvedValueOnce({ ok: true, data: { ...JOBS.open, closedAt: NOW.toISOString(), closeReason: "cancelled", isOpen: false } });
    fireEvent.click(within(dialog).getByRole("radio", { name: "Hiring cancelled" }));
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Close job" })));
    expect(closeJobAction).toHaveBeenCalledWith({ id: "open", reason: "cancelled" });
    expect(toastSuccess).toHaveBeenCalledWith("Job closed");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(within(card("Open Job")).getByText("Closed")).toBeTruthy();
    expect(within(card("Open Job")).getByText("Closed on 23 Nov 2026: hiring cancelled")).toBeTruthy();
    expect(within(card("Open Job")).queryByRole("button", { name: "Close job" })).toBeNull();
  });

  it("toasts the server's reason when a close is refused, keeping the card as it was", async () => {
    render(<ApplicationsDashboard initial={page([JOBS.open])} />);
    closeJobAction.mockResolvedValueOnce({ ok: false, status: 409, code: "INVALID_TRANSITION", message: "This job is already closed." });
    fireEvent.click(within(card("Open Job")).getByRole("button", { name: "Close job" }));
    const dialog = screen.getByRole("dialog", { name: "Close job" });
    fireEvent.click(within(dialog).getByRole("radio", { name: "Position filled" }));
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Close job" })));
    expect(closeJobAction).toHaveBeenCalledWith({ id: "open", reason: "filled" });
    expect(toastError).toHaveBeenCalledWith("This job is already closed.");
    expect(within(card("Open Job")).getByText("Open")).toBeTruthy();
  });

  it("renews a closed job for the chosen days (30 by default); the card shows the new end date", async () => {
    render(<ApplicationsDashboard initial={page([JOBS.filled])} />);
    fireEvent.click(within(card("Filled Job")).getByRole("button", { name: "Renew job" }));
    const dialog = screen.getByRole("dialog", { name: "Renew job" });
    expect(within(dialog).getByText(/opens again/)).toBeTruthy();
    const days = within(dialog).getByLabelText(/Keep open for/) as HTMLSelectElement;
    expect(days.value).toBe("30");
    expect([...days.options].map((o) => o.value)).toEqual(["7", "14", "30", "60", "90"]);
    expect(within(dialog).getByText("Open until 23 Dec 2026")).toBeTruthy();
    fireEvent.change(days, { target: { value: "14" } });
    expect(within(dialog).getByText("Open until 7 Dec 2026")).toBeTruthy();

    renewJobAction.mockResolvedValueOnce({ ok: true, data: { ...JOBS.filled, validThrough: at(14), closedAt: null, closeReason: null, isOpen: true } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Renew job" })));
    expect(renewJobAction).toHaveBeenCalledWith({ id: "filled", days: 14 });
    expect(toastSuccess).toHaveBeenCalledWith("Job renewed");
    expect(within(card("Filled Job")).getByText("Open")).toBeTruthy();
    expect(within(card("Filled Job")).getByText("Open until 7 Dec 2026")).toBeTruthy();
    expect(within(card("Filled Job")).getByRole("button", { name: "Close job" })).toBeTruthy();
  });

  it("says an open job is extended, and Cancel changes nothing", () => {
    render(<ApplicationsDashboard initial={page([JOBS.open])} />);
    fireEvent.click(within(card("Open Job")).getByRole("button", { name: "Renew job" }));
    const dialog = screen.getByRole("dialog", { name: "Renew job" });
    expect(within(dialog).getByText('Choose how long "Open Job" stays open, counted from today.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(renewJobAction).not.toHaveBeenCalled();
  });
});
