// @vitest-environment happy-dom
// /university/reports' body: the chart is one image named by its numbers, one small chart per course, the
// table per course (the charts' text equivalent) with rupees and a total row, the year select.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { PlacementsReport } from "@/lib/campus/contract/common";
import { CourseCharts, CourseTable, placementCsvHref, PlacementTotals, YearForm } from "@/components/campus/placement-report";

afterEach(cleanup);

const report: PlacementsReport = {
  year: 2026,
  courses: [
    { course: "B.Tech CSE", eligible: 7, registered: 6, offered: 6, placed: 4, medianSalary: 525_000, highestSalary: 900_000 },
    { course: "MBA", eligible: 3, registered: 1, offered: 0, placed: 0, medianSalary: null, highestSalary: null },
  ],
  total: { eligible: 10, registered: 7, offered: 6, placed: 4, medianSalary: 525_000, highestSalary: 900_000 },
};

describe("placement report", () => {
  it("draws the totals as one named image, with the academic year and the salaries", () => {
    render(<PlacementTotals report={report} />);
    const image = screen.getByRole("img", { name: "Placements of the 2026 batch: Eligible 10, Registered 7, Offered 6, Placed 4" });
    expect(image.querySelectorAll("rect")).toHaveLength(4);
    expect(screen.getByRole("heading", { name: "Students passing out in 2026 (academic year 2025-26)" })).toBeTruthy();
    expect(screen.getByText("₹5,25,000")).toBeTruthy();
    expect(screen.getByText("₹9,00,000")).toBeTruthy();
  });

  it("draws one chart per course on one scale", () => {
    render(<CourseCharts courses={report.courses} />);
    expect(screen.getByRole("img", { name: "Placements in B.Tech CSE: Eligible 7, Registered 6, Offered 6, Placed 4" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Placements in MBA: Eligible 3, Registered 1, Offered 0, Placed 0" })).toBeTruthy();
  });

  it("lists each course and the total in a table, a missing salary said as none", () => {
    render(<CourseTable report={report} />);
    const table = screen.getByRole("table");
    const cells = (name: string) => within(screen.getByRole("row", { name: new RegExp(`^${name}`) })).getAllByRole("cell").map((cell) => cell.textContent);
    expect(within(table).getAllByRole("columnheader").map((header) => header.textContent)).toEqual(["Course", "Eligible", "Registered", "Offered", "Placed", "Median salary", "Highest salary"]);
    expect(cells("B.Tech CSE")).toEqual(["7", "6", "6", "4", "₹5,25,000", "₹9,00,000"]);
    expect(cells("MBA")).toEqual(["3", "1", "0", "0", "—none", "—none"]);
    expect(cells("All courses")).toEqual(["10", "7", "6", "4", "₹5,25,000", "₹9,00,000"]);
  });

  it("offers the years in a labelled select and links the CSV of the year", () => {
    render(<YearForm years={[2027, 2026]} year={2026} />);
    const select = screen.getByRole("combobox", { name: "Passing year" }) as HTMLSelectElement;
    expect(select.value).toBe("2026");
    expect(within(select).getAllByRole("option").map((option) => option.textContent)).toEqual(["2027 (academic year 2026-27)", "2026 (academic year 2025-26)"]);
    expect(placementCsvHref(2026)).toBe("/api/v1/university/reports/placements?year=2026&format=csv");
  });
});
