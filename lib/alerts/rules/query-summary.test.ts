// The saved search in words: the same summary from the search form's text and from the Alert JSON.
import { describe, expect, it } from "vitest";
import { frequencyLabel, frequencyWhen, summarizeAlertQuery } from "@/lib/alerts/rules/query-summary";

describe("summarizeAlertQuery", () => {
  it("names the search, the most specific place and the employment type", () => {
    expect(summarizeAlertQuery({ search: "Developer", city: "Pune", state: "Maharashtra", country: "India", employmentType: "Full Time" })).toBe(
      "Developer · Pune · Full Time",
    );
    expect(summarizeAlertQuery({ state: "Karnataka", country: "India" })).toBe("Karnataka");
  });

  it("blank filters are 'any'; no filter at all is 'All jobs'", () => {
    expect(summarizeAlertQuery({ search: "  ", post: "", city: undefined, minSalary: null })).toBe("All jobs");
    expect(summarizeAlertQuery({})).toBe("All jobs");
  });

  it("words the other filters: post, hiring process, workplace, qualification, minimum salary", () => {
    expect(
      summarizeAlertQuery({ post: "Backend Developer", hiringProcess: "Walk In", workplaceType: "on_site", qualification: "B.Tech", minSalary: 600000 }),
    ).toBe("Backend Developer · Walk In · On-site · B.Tech · Salary from 6,00,000 a year");
    expect(summarizeAlertQuery({ workplaceType: "Hybrid", minSalary: "1200000" })).toBe("Hybrid · Salary from 12,00,000 a year");
  });
});

describe("frequency words", () => {
  it("labels and 'when' for each frequency", () => {
    expect(["instant", "daily", "weekly"].map(frequencyLabel)).toEqual(["Instant", "Daily", "Weekly"]);
    expect(frequencyWhen("daily")).toBe("once a day");
  });
});
