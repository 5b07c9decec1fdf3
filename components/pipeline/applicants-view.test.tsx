// @vitest-environment happy-dom
// The applicants page's search (spec: 500 ms debounce, 'Search applicants...', 'Applicants (n)') and its
// failure texts, with the API client replaced.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { JobApplicants } from "@/lib/pipeline/contract";
import type { Result } from "@/lib/api/result";
import { fixtureApplicant, fixturePage } from "@/components/pipeline/applicants-fixture";

const apiRequest = vi.fn<(method: string, path: string, init: { query?: Record<string, unknown> }) => Promise<Result<JobApplicants>>>();
const toastError = vi.fn();
vi.mock("@/lib/client/api", () => ({ apiRequest: (...args: Parameters<typeof apiRequest>) => apiRequest(...args) }));
vi.mock("@/lib/client/toast", () => ({ toastError: (message: string) => toastError(message), toastSuccess: vi.fn() }));
// The moves are tested in applicants-pipeline.test.tsx; here only the module (server code) is kept out.
vi.mock("@/lib/pipeline/actions", () => ({ moveApplicationAction: vi.fn(), bulkMoveApplicationsAction: vi.fn() }));

const { ApplicantsView } = await import("@/components/pipeline/applicants-view");

const applicant = (name: string, company: string | null = null) => fixtureApplicant(name, { company });
const page = fixturePage;

const ok = (data: JobApplicants): Result<JobApplicants> => ({ ok: true, data });

async function typeSearch(text: string) {
  fireEvent.change(screen.getByLabelText("Search applicants"), { target: { value: text } });
}

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  apiRequest.mockReset();
  toastError.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("ApplicantsView search", () => {
  it("shows the job's applicants and searches 500 ms after the last keystroke, trimmed, from page 1", async () => {
    render(<ApplicantsView jobId="job1" initial={page([applicant("Anita Desai", "Zenith"), applicant("Ravi Kumar")])} />);
    expect(screen.getByRole("heading", { level: 1, name: "Data Analyst" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Applicants (2)" })).toBeTruthy();
    expect(screen.getByText("Zenith")).toBeTruthy();
    expect(screen.getByText("Not specified")).toBeTruthy();
    expect(screen.getByPlaceholderText("Search applicants...")).toBeTruthy();

    apiRequest.mockResolvedValue(ok(page([applicant("Anita Desai", "Zenith")])));
    await typeSearch("an");
    await wait(300);
    await typeSearch("  anita ");
    await wait(499);
    expect(apiRequest).not.toHaveBeenCalled();
    await wait(1);
    expect(apiRequest).toHaveBeenCalledTimes(1);
    expect(apiRequest).toHaveBeenCalledWith("GET", "/applications/job-applicants-details", { query: { jobId: "job1", search: "anita", page: 1 } });
    expect(screen.getByRole("heading", { name: "Applicants (1)" })).toBeTruthy();
    expect(screen.queryByText("Ravi Kumar")).toBeNull();

    // Only spaces added: the same term, no new request.
    await typeSearch("anita   ");
    await wait(600);
    expect(apiRequest).toHaveBeenCalledTimes(1);
  });

  it("ignores the answer of an older search that arrives last", async () => {
    render(<ApplicantsView jobId="job1" initial={page([applicant("Anita Desai"), applicant("Ravi Kumar")])} />);
    let answerOld!: (r: Result<JobApplicants>) => void;
    apiRequest.mockImplementationOnce(() => new Promise((resolve) => (answerOld = resolve)));
    apiRequest.mockResolvedValueOnce(ok(page([applicant("Ravi Kumar")])));
    await typeSearch("a");
    await wait(500);
    await typeSearch("ravi");
    await wait(500);
    expect(screen.getByRole("heading", { name: "Applicants (1)" })).toBeTruthy();
    await act(async () => answerOld(ok(page([applicant("Anita Desai"), applicant("Ravi Kumar"), applicant("Asha")]))));
    expect(screen.getByRole("heading", { name: "Applicants (1)" })).toBeTruthy();
    expect(screen.queryByText("Anita Desai")).toBeNull();
  });

  it("says when nothing matches, and loads more of the same search", async () => {
    render(<ApplicantsView jobId="job1" initial={page([applicant("Anita Desai")], { total: 51, hasNextPage: true })} />);
    apiRequest.mockResolvedValueOnce(ok(page([applicant("Bharat Singh")], { page: 2, total: 51, hasNextPage: false })));
    fireEvent.click(screen.getByRole("button", { name: "Load more applicants" }));
    await wait(0);
    expect(apiRequest).toHaveBeenLastCalledWith("GET", "/applications/job-applicants-details", { query: { jobId: "job1", search: "", page: 2 } });
    expect(screen.getByText("Anita Desai")).toBeTruthy();
    expect(screen.getByText("Bharat Singh")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more applicants" })).toBeNull();

    apiRequest.mockResolvedValueOnce(ok(page([])));
    await typeSearch("zzz");
    await wait(500);
    expect(screen.getByText("No applicants match your search.")).toBeTruthy();
  });

  it("shows the server's message, or 'Failed to fetch data', in a toast and full-page", async () => {
    render(<ApplicantsView jobId="job1" initial={page([applicant("Anita Desai")])} />);
    apiRequest.mockResolvedValueOnce({ ok: false, status: 403, code: "FORBIDDEN", message: "Your request has been rejected. Please signup again." });
    await typeSearch("a");
    await wait(500);
    expect(toastError).toHaveBeenCalledWith("Your request has been rejected. Please signup again.");
    expect(screen.getByRole("alert").textContent).toContain("Your request has been rejected. Please signup again.");
    cleanup();

    render(<ApplicantsView jobId="job1" initial={page([applicant("Anita Desai")])} />);
    apiRequest.mockResolvedValueOnce({ ok: false, status: 0, code: "UNAVAILABLE", message: "Could not reach the server." });
    await typeSearch("b");
    await wait(500);
    expect(toastError).toHaveBeenLastCalledWith("Failed to fetch data");
    expect(screen.getByRole("alert").textContent).toContain("Failed to fetch data");
  });

  it("toasts the loader's failure at once", () => {
    render(<ApplicantsView jobId="job1" initial={null} initialError="Failed to fetch data" />);
    expect(toastError).toHaveBeenCalledWith("Failed to fetch data");
    expect(screen.getByRole("alert").textContent).toContain("Failed to fetch data");
  });
});
