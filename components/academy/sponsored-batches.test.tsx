// @vitest-environment happy-dom
// "Batches you sponsor" on the employer's company page (decisions.md section 15): each batch with its
// status, a completed one with how many completed it, a link to the batch's page; an empty state.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SponsoredBatches } from "@/components/academy/sponsored-batches";

afterEach(cleanup);

const programme = { slug: "software-testing", title: "Software Testing" };

describe("SponsoredBatches", () => {
  it("lists each batch with its status, the completed count of a completed one, and a link to it", () => {
    render(
      <SponsoredBatches
        data={{
          total: 2,
          batches: [
            { id: "b2", title: "Testing, January", programme, startDate: "2099-01-10", endDate: "2099-02-20", status: "open" },
            { id: "b1", title: "Testing, June", programme, startDate: "2026-06-01", endDate: "2026-07-15", status: "completed", completed: 12 },
          ],
        }}
      />,
    );
    const section = screen.getByRole("region", { name: "Batches you sponsor" });
    const [open, done] = within(section).getAllByRole("listitem");
    expect(within(open).getByRole("link", { name: "Testing, January" }).getAttribute("href")).toBe("/training/software-testing#batch-b2");
    expect(open.textContent).toContain("Open");
    expect(open.textContent).not.toContain("completed");
    expect(done.textContent).toContain("Completed");
    expect(done.textContent).toContain("12 people completed");
    expect(done.textContent).toContain("Software Testing · Jun 1, 2026 to Jul 15, 2026");
  });

  it("says when there are more than shown, and what to do with none", () => {
    render(<SponsoredBatches data={{ total: 25, batches: [{ id: "b1", title: "One", programme, startDate: "2099-01-10", endDate: "2099-02-20", status: "full" }] }} />);
    expect(screen.getByText("Showing the latest 1 of 25 batches.")).toBeTruthy();
    cleanup();
    render(<SponsoredBatches data={{ total: 0, batches: [] }} />);
    expect(screen.getByText(/You do not sponsor a batch yet/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "contact us" }).getAttribute("href")).toBe("/contact-us");
  });
});
