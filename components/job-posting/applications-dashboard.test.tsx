// @vitest-environment happy-dom
// The applications dashboard's list logic (spec sections 2, 4 and 8): 1000 ms debounced search from
// page 1, the next page when the end-of-list marker shows, its texts, and deleting a job.
import { jobJson } from "@/tests/helpers/job-json";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EmployerJobsPage } from "@/lib/job-posting/contract";
import type { Result } from "@/lib/api/result";

const apiRequest = vi.fn<(method: string, path: string, init: { query?: Record<string, unknown> }) => Promise<Result<EmployerJobsPage>>>();
const deleteJobAction = vi.fn<(input: { id: string }) => Promise<Result<null>>>();
const toastError = vi.fn();
const toastSuccess = vi.fn();
const observer = { inView: false };
vi.mock("@/lib/client/api", () => ({ apiRequest: (...args: Parameters<typeof apiRequest>) => apiRequest(...args) }));
vi.mock("@/lib/job-posting/actions", () => ({ deleteJobAction: (input: { id: string }) => deleteJobAction(input) }));
vi.mock("@/lib/client/toast", () => ({ toastError: (m: string) => toastError(m), toastSuccess: (m: string) => toastSuccess(m) }));
vi.mock("react-intersection-observer", () => ({ useInView: () => ({ ref: () => undefined, inView: observer.inView }) }));

const { ApplicationsDashboard } = await import("@/components/job-posting/applications-dashboard");

function entry(post: string, count = 0, newCount = 0, awaitingCount = 0): EmployerJobsPage["docs"][number] {
  return {
    count,
    newCount,
    awaitingCount,
    job: jobJson({ id: `job-${post}`, post, payroll: "6 LPA", description: "Work.", status: "pending", createdAt: "2026-11-01T10:00:00.000Z", organisationDetails: { orgName: "Acme", city: "Pune", state: "Maharashtra", website: null }, validThrough: null, isOpen: false }),
  };
}

const pageOf = (posts: string[], page = 1, hasNextPage = false): EmployerJobsPage => ({ docs: posts.map((p) => entry(p)), page, hasNextPage });
const ok = <T,>(data: T): Result<T> => ({ ok: true, data });
const posts = () => screen.queryAllByRole("article").map((a) => within(a).getByRole("heading").textContent);

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  observer.inView = false;
  for (const mock of [apiRequest, deleteJobAction, toastError, toastSuccess]) mock.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("ApplicationsDashboard", () => {
  it("searches 1000 ms after the last keystroke, from page 1, showing 'Searching for matches...'", async () => {
    render(<ApplicationsDashboard initial={pageOf(["Kotlin Developer", "Accountant"])} />);
    expect(posts()).toEqual(["Kotlin Developer", "Accountant"]);
    let answer!: (r: Result<EmployerJobsPage>) => void;
    apiRequest.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    fireEvent.change(screen.getByPlaceholderText("Search jobs by title, type, or description..."), { target: { value: " kotlin " } });
    await wait(999);
    expect(apiRequest).not.toHaveBeenCalled();
    await wait(1);
    expect(apiRequest).toHaveBeenCalledWith("GET", "/applications/job-applicants", { query: { page: 1, search: "kotlin" } });
    expect(screen.getByText("Searching for matches...")).toBeTruthy();
    await act(async () => answer(ok(pageOf(["Kotlin Developer"]))));
    expect(screen.queryByText("Searching for matches...")).toBeNull();
    expect(posts()).toEqual(["Kotlin Developer"]);

    apiRequest.mockResolvedValueOnce(ok(pageOf([])));
    fireEvent.change(screen.getByLabelText("Search jobs"), { target: { value: "nothing" } });
    await wait(1000);
    expect(screen.getByRole("heading", { name: "No Jobs Found" })).toBeTruthy();
    expect(screen.getByText("Try adjusting your search criteria or check back later")).toBeTruthy();
  });

  it("an employer with no jobs gets 'Post your first job', not the search-miss text", () => {
    render(<ApplicationsDashboard initial={pageOf([])} />);
    expect(screen.getByRole("heading", { name: "No jobs posted yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Post your first job" }).getAttribute("href")).toBe("/employer/postjobs");
    expect(screen.queryByText("No Jobs Found")).toBeNull();
    expect(screen.queryByText("Try adjusting your search criteria or check back later")).toBeNull();
  });

  it("a search that misses keeps the spec's text; clearing it back to no jobs shows 'Post your first job' again", async () => {
    render(<ApplicationsDashboard initial={pageOf(["Accountant"])} />);
    apiRequest.mockResolvedValueOnce(ok(pageOf([])));
    fireEvent.change(screen.getByLabelText("Search jobs"), { target: { value: "kotlin" } });
    await wait(1000);
    expect(screen.getByRole("heading", { name: "No Jobs Found" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Post your first job" })).toBeNull();

    // Meanwhile the one job was deleted elsewhere: the unsearched list is empty.
    apiRequest.mockResolvedValueOnce(ok(pageOf([])));
    fireEvent.change(screen.getByLabelText("Search jobs"), { target: { value: "" } });
    // Before the empty search is answered the miss text stays (it still describes what is shown).
    expect(screen.getByRole("heading", { name: "No Jobs Found" })).toBeTruthy();
    await wait(1000);
    expect(screen.getByRole("link", { name: "Post your first job" })).toBeTruthy();
    expect(screen.queryByText("No Jobs Found")).toBeNull();
  });

  it("loads the next page of the current search when the end of the list shows and more pages exist", async () => {
    const { rerender } = render(<ApplicationsDashboard initial={pageOf(["A", "B"], 1, true)} />);
    let answer!: (r: Result<EmployerJobsPage>) => void;
    apiRequest.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    observer.inView = true;
    rerender(<ApplicationsDashboard initial={pageOf(["A", "B"], 1, true)} />);
    await wait(0);
    expect(apiRequest).toHaveBeenCalledTimes(1);
    expect(apiRequest).toHaveBeenCalledWith("GET", "/applications/job-applicants", { query: { page: 2, search: "" } });
    expect(screen.getByText("Loading more jobs...")).toBeTruthy();
    await act(async () => answer(ok(pageOf(["B", "C"], 2, false)))); // B moved down a page: shown once
    expect(posts()).toEqual(["A", "B", "C"]);
    await wait(0);
    expect(apiRequest).toHaveBeenCalledTimes(1); // no more pages
  });

  it("toasts 'Failed to fetch jobs' and keeps the list when a page fails", async () => {
    observer.inView = true;
    apiRequest.mockResolvedValueOnce({ ok: false, status: 500, code: "INTERNAL", message: "Something went wrong." });
    render(<ApplicationsDashboard initial={pageOf(["A"], 1, true)} />);
    await wait(0);
    expect(toastError).toHaveBeenCalledWith("Failed to fetch jobs");
    expect(posts()).toEqual(["A"]);
    await wait(0);
    expect(apiRequest).toHaveBeenCalledTimes(1); // no retry loop
  });

  it("shows each job's applications and how many are new (still at Applied)", () => {
    render(<ApplicationsDashboard initial={{ docs: [entry("A", 5, 2), entry("B", 3, 0)], page: 1, hasNextPage: false }} />);
    const [first, second] = screen.getAllByRole("article");
    expect(within(first).getByRole("link", { name: "View Applications (5)" })).toBeTruthy();
    expect(within(first).getByText("2 new")).toBeTruthy();
    expect(within(second).getByRole("link", { name: "View Applications (3)" })).toBeTruthy();
    expect(within(second).queryByText(/new$/)).toBeNull();
  });

  it("says how many agency candidates wait for a decision on each job, beside the spec's 'View Applications (count)' (issue 44)", () => {
    render(<ApplicationsDashboard initial={{ docs: [entry("A", 0, 0, 2), entry("B", 1, 0, 1), entry("C", 1)], page: 1, hasNextPage: false }} />);
    const [first, second, third] = screen.getAllByRole("article");
    expect(within(first).getByRole("link", { name: "View Applications (0)" })).toBeTruthy();
    const awaiting = within(first).getByRole("link", { name: "2 agency candidates awaiting your decision for A" });
    expect(awaiting.getAttribute("href")).toBe("/employer/submittals?jobId=job-A");
    expect(within(second).getByRole("link", { name: "1 agency candidate awaiting your decision for B" })).toBeTruthy();
    expect(within(third).queryByText(/awaiting your decision/)).toBeNull();
  });

  it("deletes a job after 'Confirm Delete', or toasts 'Error while deleting job'", async () => {
    render(<ApplicationsDashboard initial={pageOf(["A", "B"])} />);
    deleteJobAction.mockResolvedValueOnce({ ok: false, status: 404, code: "NOT_FOUND", message: "Job not found." });
    fireEvent.click(within(screen.getAllByRole("article")[0]).getByRole("button", { name: "Delete" }));
    fireEvent.click(within(screen.getByRole("dialog", { name: "Confirm Delete" })).getByRole("button", { name: "Delete" }));
    await wait(0);
    expect(deleteJobAction).toHaveBeenCalledWith({ id: "job-A" });
    expect(toastError).toHaveBeenCalledWith("Error while deleting job");
    expect(posts()).toEqual(["A", "B"]);

    deleteJobAction.mockResolvedValueOnce({ ok: true, data: null });
    fireEvent.click(within(screen.getAllByRole("article")[0]).getByRole("button", { name: "Delete" }));
    fireEvent.click(within(screen.getByRole("dialog", { name: "Confirm Delete" })).getByRole("button", { name: "Delete" }));
    await wait(0);
    expect(toastSuccess).toHaveBeenCalledWith("Job deleted successfully");
    expect(posts()).toEqual(["B"]);
  });
});
