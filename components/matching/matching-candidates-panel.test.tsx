// @vitest-environment happy-dom
// The "Matching candidates" tab: candidates with name, city, experience, score, matched (verified
// marked) and missing skills; "Only verified skills" and Next/Previous re-read the list; "Invite to
// apply" opens a real dialog and the row says Invited after; the two empty states.
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Result } from "@/lib/api/result";
import type { MatchingCandidate, MatchingCandidatesPage } from "@/lib/matching/contract/candidates";

const apiRequest = vi.fn<(method: string, path: string, init: { query?: Record<string, unknown> }) => Promise<Result<MatchingCandidatesPage>>>();
const actions = vi.hoisted(() => ({ inviteToApplyAction: vi.fn() }));
vi.mock("@/lib/client/api", () => ({ apiRequest: (...args: Parameters<typeof apiRequest>) => apiRequest(...args) }));
vi.mock("@/lib/client/toast", () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock("@/lib/matching/actions", () => actions);

const { MatchingCandidatesPanel } = await import("@/components/matching/matching-candidates-panel");

function candidate(name: string, overrides: Partial<MatchingCandidate> = {}): MatchingCandidate {
  return {
    candidateId: `c-${name}`,
    name,
    city: "Pune",
    workExperience: 4,
    match: { score: 82, matched: ["React", "Docker"], missing: ["Kubernetes"], verified: ["Docker"] },
    invited: false,
    sponsoredGraduate: false,
    ...overrides,
  };
}

const ok = (candidates: MatchingCandidate[], hasNextPage = false): Result<MatchingCandidatesPage> => ({ ok: true, data: { candidates, hasNextPage } });

beforeEach(() => {
  apiRequest.mockReset();
  actions.inviteToApplyAction.mockReset();
});
afterEach(cleanup);

describe("MatchingCandidatesPanel", () => {
  it("lists each candidate's name, city, experience, score and skills, the verified one marked", async () => {
    apiRequest.mockResolvedValue(ok([candidate("Asha Rao"), candidate("Ravi Kumar", { city: null, workExperience: null, match: { score: 40, matched: ["React"], missing: ["Docker", "Kubernetes"], verified: [] } })]));
    render(<MatchingCandidatesPanel jobId="job-1" hasSkills canInvite />);
    const list = await screen.findByRole("list", { name: "Matching candidates" });
    expect(apiRequest).toHaveBeenCalledWith("GET", "/jobs/job-1/matching-candidates", expect.objectContaining({ query: { page: 1, verifiedOnly: false } }));
    const [asha, ravi] = within(list).getAllByRole("listitem", { name: undefined }).filter((li) => li.parentElement === list);
    expect(asha.textContent).toContain("Asha Rao");
    expect(asha.textContent).toContain("Pune · 4 years experience");
    expect(asha.textContent).toContain("82% match");
    const matched = within(asha).getByRole("list", { name: "Matched skills" });
    expect(within(matched).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["React", "Docker Verified by TalentBridge"]);
    expect(asha.textContent).not.toContain("Trained with your sponsorship");
    expect(asha.textContent).toContain("Missing: Kubernetes");
    expect(ravi.textContent).toContain("40% match");
    expect(ravi.textContent).not.toContain("experience");
  });

  it("marks a graduate of a batch the employer sponsored 'Trained with your sponsorship'", async () => {
    apiRequest.mockResolvedValue(ok([candidate("Asha Rao", { sponsoredGraduate: true }), candidate("Ravi Kumar")]));
    render(<MatchingCandidatesPanel jobId="job-1" hasSkills canInvite />);
    const list = await screen.findByRole("list", { name: "Matching candidates" });
    const [asha, ravi] = within(list).getAllByRole("listitem").filter((li) => li.parentElement === list);
    expect(within(asha).getByText("Trained with your sponsorship")).toBeTruthy();
    expect(within(ravi).queryByText("Trained with your sponsorship")).toBeNull();
  });

  it("'Only verified skills' and Next/Previous ask the API for that page and filter", async () => {
    apiRequest.mockResolvedValue(ok([candidate("Asha Rao")], true));
    render(<MatchingCandidatesPanel jobId="job-1" hasSkills canInvite />);
    await screen.findAllByText("Asha Rao");
    expect(screen.getByRole("button", { name: "Previous" }).hasAttribute("disabled")).toBe(true);

    apiRequest.mockResolvedValue(ok([candidate("Meena Iyer")], false));
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await screen.findAllByText("Meena Iyer");
    expect(apiRequest).toHaveBeenLastCalledWith("GET", "/jobs/job-1/matching-candidates", expect.objectContaining({ query: { page: 2, verifiedOnly: false } }));
    expect(screen.getByRole("button", { name: "Next" }).hasAttribute("disabled")).toBe(true);

    apiRequest.mockResolvedValue(ok([candidate("Verified Person")]));
    await userEvent.click(screen.getByRole("checkbox", { name: "Only verified skills" }));
    await screen.findAllByText("Verified Person");
    // A new filter starts again at page 1.
    expect(apiRequest).toHaveBeenLastCalledWith("GET", "/jobs/job-1/matching-candidates", expect.objectContaining({ query: { page: 1, verifiedOnly: true } }));
  });

  it("'Invite to apply' opens a dialog; after sending, the row says Invited", async () => {
    apiRequest.mockResolvedValue(ok([candidate("Asha Rao"), candidate("Done Before", { invited: true })]));
    actions.inviteToApplyAction.mockResolvedValue({ ok: true, data: { id: "i1", jobId: "job-1", candidateId: "c-Asha Rao", createdAt: "2026-11-26T00:00:00.000Z" }, message: "Invitation sent" });
    render(<MatchingCandidatesPanel jobId="job-1" hasSkills canInvite />);
    await screen.findAllByText("Asha Rao");
    // Already invited: no button, the word.
    expect(screen.getAllByRole("button", { name: /Invite to apply/ })).toHaveLength(1);
    expect(screen.getByText("Invited")).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Invite to apply Asha Rao" }));
    const dialog = screen.getByRole("dialog", { name: "Invite to apply" });
    await userEvent.type(within(dialog).getByLabelText(/^Message/), "Please apply");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(actions.inviteToApplyAction).toHaveBeenCalledWith({ jobId: "job-1", candidateId: "c-Asha Rao", message: "Please apply" });
    await waitFor(() => expect(screen.queryByRole("button", { name: /Invite to apply/ })).toBeNull());
    expect(screen.getAllByText("Invited")).toHaveLength(2);
  });

  it("a closed job lists candidates without invite buttons", async () => {
    apiRequest.mockResolvedValue(ok([candidate("Asha Rao")]));
    render(<MatchingCandidatesPanel jobId="job-1" hasSkills canInvite={false} />);
    await screen.findAllByText("Asha Rao");
    expect(screen.queryByRole("button", { name: /Invite to apply/ })).toBeNull();
    expect(screen.getByText("This job is closed: reopen it to invite candidates.")).toBeTruthy();
  });

  it("empty states: a job without skills (no call), and no matching candidate", async () => {
    render(<MatchingCandidatesPanel jobId="job-1" hasSkills={false} canInvite />);
    expect(screen.getByText("This job has no skills yet: add skills to see matching candidates")).toBeTruthy();
    expect(apiRequest).not.toHaveBeenCalled();
    cleanup();

    apiRequest.mockResolvedValue(ok([]));
    render(<MatchingCandidatesPanel jobId="job-1" hasSkills canInvite />);
    expect(await screen.findByText("No discoverable candidate matches this job yet")).toBeTruthy();
  });

  it("a failed read shows the server's message", async () => {
    apiRequest.mockResolvedValue({ ok: false, status: 404, code: "NOT_FOUND", message: "Job not found" });
    render(<MatchingCandidatesPanel jobId="job-1" hasSkills canInvite />);
    expect((await screen.findByRole("alert")).textContent).toBe("Job not found");
  });
});
