// @vitest-environment happy-dom
// The home page's popular categories are links to Find Jobs searching for each (issue 30).
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { JobCategories } from "@/components/marketing/job-categories";

afterEach(cleanup);

describe("JobCategories", () => {
  it("links each of the eight categories to /jobs?search=<category>", () => {
    render(<JobCategories />);
    const links = within(screen.getByRole("list")).getAllByRole("link");
    expect(links).toHaveLength(8);
    const software = screen.getByRole("link", { name: "Software Development" });
    expect(software.getAttribute("href")).toBe("/jobs?search=Software+Development");
    const data = screen.getByRole("link", { name: "Data Science & Analytics" });
    expect(new URL(data.getAttribute("href")!, "http://x").searchParams.get("search")).toBe("Data Science & Analytics");
  });
});
