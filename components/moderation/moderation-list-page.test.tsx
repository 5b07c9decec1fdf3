// @vitest-environment happy-dom
// A console list's search (issue 30): a labelled search form on the list's own path, the status riding
// along, and the search kept by the status tabs and the pager, so it lives in the URL.
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), prefetch: vi.fn(), replace: vi.fn() }) }));
// next/form needs the app router's context; a plain GET form behaves the same for what is tested here.
vi.mock("next/form", () => ({ default: ({ children, ...props }: { children: ReactNode; action: string }) => <form {...props}>{children}</form> }));
vi.mock("@/lib/moderation/actions", () => ({ bulkApproveEmployersAction: vi.fn(), bulkApproveJobsAction: vi.fn(), bulkAcceptRequestsAction: vi.fn() }));

const { ModerationListPage } = await import("@/components/moderation/moderation-list-page");
const { MODERATION_TABS } = await import("@/components/moderation/status-tabs");

afterEach(cleanup);

function renderList(search: string | undefined) {
  render(
    <ModerationListPage
      title="Jobs"
      intro="Jobs."
      basePath="/admin/jobs"
      tabs={MODERATION_TABS}
      status="pending"
      filterLabel="Filter jobs by status"
      query={{ page: 1, limit: 1 }}
      result={{ items: ["a"], total: 3 }}
      renderItem={(item) => <p key={item}>{item}</p>}
      emptyText="No jobs found."
      pagerLabel="Job pages"
      search={{ value: search, label: "Search jobs", placeholder: "Job title or organisation" }}
    />,
  );
}

describe("ModerationListPage search", () => {
  it("a GET search form on the list's path, with the status and the current search filled in", () => {
    renderList("kotlin dev");
    const box = screen.getByRole("searchbox", { name: "Search jobs" }) as HTMLInputElement;
    expect(box.value).toBe("kotlin dev");
    expect(box.name).toBe("search");
    const form = screen.getByRole("search", { name: "Search jobs" });
    expect(form.getAttribute("action")).toBe("/admin/jobs");
    expect((form.querySelector('input[name="status"]') as HTMLInputElement).value).toBe("pending");
    expect(screen.getByRole("button", { name: "Search" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Clear search" }).getAttribute("href")).toBe("/admin/jobs?status=pending");
  });

  it("the tabs and the pager keep the search", () => {
    renderList("kotlin dev");
    expect(screen.getByRole("link", { name: "Approved" }).getAttribute("href")).toBe("/admin/jobs?status=approved&search=kotlin+dev");
    expect(screen.getByRole("link", { name: "All" }).getAttribute("href")).toBe("/admin/jobs?search=kotlin+dev");
    expect(screen.getByRole("link", { name: "Next" }).getAttribute("href")).toBe("/admin/jobs?status=pending&search=kotlin+dev&page=2");
  });

  it("without a search nothing extra is added, and there is no Clear link", () => {
    renderList(undefined);
    expect(screen.getByRole("link", { name: "Approved" }).getAttribute("href")).toBe("/admin/jobs?status=approved");
    expect(screen.queryByRole("link", { name: "Clear search" })).toBeNull();
  });
});
