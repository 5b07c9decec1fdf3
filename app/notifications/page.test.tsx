// @vitest-environment happy-dom
// /notifications with real data: one <h1>, newest first, unread marked, paged 20 at a time, the
// empty state, and only the signed-in user's own notifications.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock("@/lib/notifications/actions", () => ({ markNotificationsReadAction: vi.fn() }));

const { db } = await import("@/lib/db");
const { session } = await import("@/tests/helpers/mock-guards");
const { createUser } = await import("@/tests/factories");
const { moveApplication } = await import("@/lib/pipeline/service/moves");
const { pipelineFixture } = await import("@/tests/pipeline/helpers");
const { default: NotificationsPage } = await import("@/app/notifications/page");

afterEach(cleanup);

async function renderPage(searchParams: Record<string, string> = {}) {
  render(await NotificationsPage({ searchParams: Promise.resolve(searchParams) }));
}

describe("/notifications", () => {
  it("lists the user's notifications newest first, unread ones marked", async () => {
    const { employer, candidate, application } = await pipelineFixture("applied", "Pipeline Tester");
    await moveApplication(employer, { id: application.id, status: "screening" });
    await moveApplication(employer, { id: application.id, status: "shortlisted", message: "See you soon" });
    const first = await db.notification.findFirstOrThrow({ where: { userId: candidate.id }, orderBy: { createdAt: "asc" } });
    await db.notification.update({ where: { id: first.id }, data: { readAt: new Date() } });
    session.user = candidate;
    await renderPage();

    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["Notifications"]);
    const items = screen.getAllByRole("article");
    expect(items.map((item) => within(item).getByRole("heading", { level: 2 }).textContent)).toEqual([
      "Pipeline Tester: Shortlisted",
      "Pipeline Tester: Under review",
    ]);
    expect(items[0].textContent).toContain("See you soon");
    expect(within(items[0]).getByText("Unread")).toBeTruthy();
    expect(within(items[0]).getByRole("link", { name: "Pipeline Tester: Shortlisted" }).getAttribute("href")).toBe("/candidate/applications");
    expect(within(items[1]).queryByText("Unread")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("1 unread");
    // The employer's own notifications are not the candidate's.
    session.user = employer;
    cleanup();
    await renderPage();
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    expect(screen.getByText("You have no notifications yet.")).toBeTruthy();
  });

  it("pages 20 at a time with Previous / Next links", async () => {
    const user = await createUser({ role: "University" });
    await db.notification.createMany({
      data: Array.from({ length: 23 }, (_, i) => ({
        userId: user.id,
        kind: "test",
        title: `Note ${String(i).padStart(2, "0")}`,
        body: "Body",
        link: "/",
        createdAt: new Date(Date.UTC(2026, 10, 1, 0, i)),
      })),
    });
    session.user = user;
    await renderPage();
    expect(screen.getAllByRole("article")).toHaveLength(20);
    expect(screen.getAllByRole("article")[0].textContent).toContain("Note 22");
    const pager = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(pager).getByRole("link", { name: "Next page" }).getAttribute("href")).toBe("/notifications?page=2");
    expect(within(pager).queryByRole("link", { name: "Previous page" })).toBeNull();

    cleanup();
    await renderPage({ page: "2" });
    const rest = screen.getAllByRole("article");
    expect(rest.map((a) => within(a).getByRole("heading", { level: 2 }).textContent)).toEqual(["Note 02", "Note 01", "Note 00"]);
    expect(screen.getByRole("link", { name: "Previous page" }).getAttribute("href")).toBe("/notifications?page=1");
    expect(screen.queryByRole("link", { name: "Next page" })).toBeNull();
  });
});
