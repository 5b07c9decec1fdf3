// The saved search in words: the same summary from the search form's text and from the Alert JSON.
import { describe, expect, it } from "vitest";
import { activeAlertQuery, frequencyLabel, frequencyWhen, summarizeAlertQuery } from "@/lib/alerts/rules/query-summary";
import { describeAlertQuery } from "@/lib/alerts/rules/describe";

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

describe("skills in the summary", () => {
  it("names the skills (ids from the form's text or the JSON's list), the ids when no names are known", () => {
    expect(summarizeAlertQuery({ city: "Pune", skills: ["react", "docker"], skillNames: ["React", "Docker"] })).toBe("Pune · Skills: React, Docker");
    expect(summarizeAlertQuery({ skills: "react,docker", skillNames: ["React", "Docker"], minSalary: 100 })).toBe("Skills: React, Docker · Salary from 100 a year");
    expect(summarizeAlertQuery({ skills: "react,node-js" })).toBe("Skills: react, node-js");
    expect(summarizeAlertQuery({ skills: [], skillNames: [] })).toBe("All jobs");
  });

  it("keeps the ids as the URL's comma-separated text, and the default name uses the names", () => {
    expect(activeAlertQuery({ skills: ["react", "docker"], skillNames: ["React", "Docker"], city: " " })).toEqual({ skills: "react,docker" });
    expect(describeAlertQuery({ skills: ["react", "docker"], city: "Pune" }, ["React", "Docker"])).toBe("React, Docker jobs in Pune");
    expect(describeAlertQuery({ search: "Developer", skills: ["react"] }, ["React"])).toBe("Developer");
  });
});

describe("frequency words", () => {
  it("labels and 'when' for each frequency", () => {
    expect(["instant", "daily", "weekly"].map(frequencyLabel)).toEqual(["Instant", "Daily", "Weekly"]);
    expect(frequencyWhen("daily")).toBe("once a day");
  });
});
