// @vitest-environment happy-dom
// /candidate/saved with real data: the heading, the candidate's saved jobs newest first, a closed one
// marked, the empty state with its link to find jobs, and paging links.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));
vi.mock("@/lib/applications/actions", () => ({ applyToJobAction: vi.fn() }));
vi.mock("@/lib/saved-jobs/actions", () => ({ saveJobAction: vi.fn(), unsaveJobAction: vi.fn() }));

const { session } = await import("@/tests/helpers/mock-guards");
const { db } = await import("@/lib/db");
const { createCandidate, createJob } = await import("@/tests/factories");
const { default: SavedJobsPage } = await import("@/app/candidate/saved/page");

afterEach(cleanup);

async function renderPage(searchParams: Record<string, string> = {}) {
  render(await SavedJobsPage({ searchParams: Promise.resolve(searchParams) }));
}

describe("/candidate/saved", () => {
  it("lists the saved jobs newest first, a closed one marked and without Apply Now", async () => {
    const { user } = await createCandidate();
    const open = await createJob({ post: "Saved Open Role" });
    const closed = await createJob({ post: "Saved Closed Role" });
    const now = Date.now();
    await db.savedJob.createMany({
      data: [
        { userId: user.id, jobId: closed.id, createdAt: new Date(now - 120_000) },
        { userId: user.id, jobId: open.id, createdAt: new Date(now - 60_000) },
      ],
    });
    await db.job.update({ where: { id: closed.id }, data: { closedAt: new Date(), closeReason: "filled" } });
    session.user = user;
    await renderPage();

    expect(screen.getByRole("heading", { level: 1, name: "Saved jobs" })).toBeTruthy();
    const list = screen.getByRole("list", { name: "Your saved jobs, newest first" });
    const cards = within(list).getAllByRole("article");
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual(["Saved Open Role", "Saved Closed Role"]);
    expect(within(cards[0]).getByRole("button", { name: "Apply Now for Saved Open Role" })).toBeTruthy();
    expect(within(cards[0]).queryByText("Closed")).toBeNull();
    // Each card has the Save job toggle, pressed (the closed one can still be unsaved).
    for (const card of cards) expect(within(card).getByRole("button", { name: "Save job" }).getAttribute("aria-pressed")).toBe("true");
    expect(within(cards[1]).getByText("Closed")).toBeTruthy();
    expect(within(cards[1]).getByText("This job is no longer accepting applications.")).toBeTruthy();
    expect(within(cards[1]).queryByRole("button", { name: /Apply Now/ })).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  });

  it("shows the empty state with a link to find jobs", async () => {
    session.user = (await createCandidate()).user;
    await renderPage();
    expect(screen.getByText("You have not saved any jobs yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Find jobs to save" }).getAttribute("href")).toBe("/candidate/findjobs");
  });

  it("pages 20 at a time", async () => {
    const { user } = await createCandidate();
    const first = await createJob();
    const jobs = await Promise.all(Array.from({ length: 20 }, () => createJob({ employerId: first.employerId })));
    await db.savedJob.createMany({ data: [first, ...jobs].map((j) => ({ userId: user.id, jobId: j.id })) });
    session.user = user;
    await renderPage();
    expect(screen.getAllByRole("article")).toHaveLength(20);
    expect(screen.getByRole("link", { name: "Next page" }).getAttribute("href")).toBe("/candidate/saved?page=2");
    cleanup();
    await renderPage({ page: "2" });
    expect(screen.getAllByRole("article")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Previous page" }).getAttribute("href")).toBe("/candidate/saved?page=1");
  });
});
