// @vitest-environment happy-dom
// The home page's "Recommended for you": asked for in the browser, only for a signed-in candidate (the
// page is static); the top jobs with their match and "See all recommendations"; nothing for anyone else,
// nor when there is nothing to recommend.
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Result } from "@/lib/api/result";
import type { SessionUser } from "@/lib/auth/types";
import type { RecommendedJobs } from "@/lib/matching/contract/recommended";
import { jobJson } from "@/tests/helpers/job-json";

const apiRequest = vi.fn<(method: string, path: string, init: { query?: Record<string, unknown> }) => Promise<Result<RecommendedJobs>>>();
vi.mock("@/lib/client/api", () => ({ apiRequest: (...args: Parameters<typeof apiRequest>) => apiRequest(...args) }));

const { setSessionUser } = await import("@/lib/client/session-store");
const { HomeRecommendations } = await import("@/components/matching/home-recommendations");
// The block's code is loaded for a candidate only (lib/client/lazy-module.ts): imported here first, it
// comes at once, as from a browser's cache, and the tests wait for the answer, not for the import.
await import("@/components/matching/home-recommended-jobs");

const user = (role: SessionUser["role"]): SessionUser => ({ id: `u-${role}`, name: "Asha", email: "asha@example.com", role });
const job = jobJson({ id: "job-9", post: "Backend Developer", skills: [{ id: "node-js", name: "Node.js", required: true }, { id: "docker", name: "Docker", required: true }] });
const answer: Result<RecommendedJobs> = {
  ok: true,
  data: { jobs: [{ ...job, match: { score: 50, matched: ["Node.js"], missing: ["Docker"], verified: [] } }] },
};

beforeEach(() => apiRequest.mockReset().mockResolvedValue(answer));
afterEach(cleanup);

describe("HomeRecommendations", () => {
  it("shows a candidate their top recommended jobs with the match and a link to all of them", async () => {
    act(() => setSessionUser(user("Candidate")));
    render(<HomeRecommendations />);
    const section = await screen.findByRole("region", { name: "Recommended for you" });
    expect(apiRequest).toHaveBeenCalledWith("GET", "/jobs/recommended", expect.objectContaining({ query: { limit: 3 } }));
    expect(within(section).getByRole("link", { name: "Backend Developer" }).getAttribute("href")).toBe("/jobs/job-9");
    expect(section.textContent).toContain("50% match");
    expect(section.textContent).toContain("You have 1 of 2 required skills; missing: Docker");
    expect(within(section).getByRole("link", { name: "See all recommendations" }).getAttribute("href")).toBe("/candidate/findjobs?view=recommended");
  });

  it("shows nothing and asks nothing for a visitor or another role", async () => {
    for (const who of [null, user("Employer")]) {
      act(() => setSessionUser(who));
      const { container, unmount } = render(<HomeRecommendations />);
      await act(async () => {});
      expect(container.innerHTML).toBe("");
      unmount();
    }
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it("shows nothing when there is nothing to recommend or the call fails", async () => {
    act(() => setSessionUser(user("Candidate")));
    for (const result of [{ ok: true, data: { jobs: [] } }, { ok: false, status: 500, code: "INTERNAL", message: "x" }] as Result<RecommendedJobs>[]) {
      apiRequest.mockResolvedValueOnce(result);
      const { container, unmount } = render(<HomeRecommendations />);
      await act(async () => {});
      expect(container.innerHTML).toBe("");
      unmount();
    }
    expect(apiRequest).toHaveBeenCalledTimes(2);
  });
});
