// @vitest-environment happy-dom
// A job card's workplace chip, structured salary and 'Closes in N days'.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { closesInDays, JobCard } from "@/components/job-search/job-card";
import { jobJson } from "@/tests/helpers/job-json";

afterEach(cleanup);

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

describe("JobCard", () => {
  it("shows a Remote chip and the salary, and no closing chip for a far deadline", () => {
    render(<JobCard job={jobJson({ workplaceType: "remote", salary: { min: 600_000, max: 900_000, currency: "INR", unit: "YEAR" }, validThrough: inDays(20) })} />);
    const card = screen.getByRole("article");
    expect(within(card).getByRole("list", { name: "Highlights" }).textContent).toBe("Remote");
    // Once in the phone's summary, once in the facts of wider screens (CSS shows one of them).
    expect(within(card).getAllByText("₹6,00,000 – ₹9,00,000 a year")).toHaveLength(2);
    expect(within(card).queryByText(/Closes in/)).toBeNull();
  });

  it("keeps every fact in the card while the phone shows a summary: where, what kind, the pay (payroll without a salary)", () => {
    render(<JobCard job={jobJson({ city: "Nashik", state: "Maharashtra", employmentType: "Full Time", payroll: "6-8 LPA", salary: null })} />);
    const card = screen.getByRole("article");
    expect(within(card).getByRole("heading", { level: 2 }).textContent).toBe(within(card).getByRole("link").textContent);
    // The summary (shown below sm) and the full list (hidden there, not removed) are both in the card.
    expect(within(card).getByText("Nashik, Maharashtra · Full Time")).toBeTruthy();
    expect(within(card).getAllByText("6-8 LPA")).toHaveLength(2);
    const facts = card.querySelector("dl")!;
    expect([...facts.querySelectorAll("dt")].map((dt) => dt.textContent)).toEqual([
      "Employment type:",
      "Payroll:",
      "Openings:",
      "Hiring process:",
      "Posted:",
      "Qualifications:",
      "Location:",
      "Minimum experience:",
    ]);
  });

  it("shows no chip for an on-site job without a near deadline, and no salary row without a salary", () => {
    render(<JobCard job={jobJson({ workplaceType: "on_site", salary: null, validThrough: inDays(10) })} />);
    expect(screen.queryByRole("list", { name: "Highlights" })).toBeNull();
    expect(screen.queryByText("Salary:")).toBeNull();
  });

  it("says 'Closes in 2 days' for a Hybrid job two days from its deadline", () => {
    render(<JobCard job={jobJson({ workplaceType: "hybrid", validThrough: inDays(1.5) })} />);
    expect(screen.getByRole("list", { name: "Highlights" }).textContent).toBe("HybridCloses in 2 days");
  });
});

describe("JobCard skills", () => {
  const skill = (name: string, required: boolean) => ({ id: name.toLowerCase(), name, required });

  it("shows up to 5 skill names in the Job JSON's order (required first), then '+N more'", () => {
    const skills = [
      ...["React", "Docker", "SQL", "Node.js", "AWS"].map((n) => skill(n, true)),
      ...["Figma", "Jira", "Git"].map((n) => skill(n, false)),
    ];
    render(<JobCard job={jobJson({ skills })} />);
    const items = within(screen.getByRole("list", { name: "Skills" })).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(["React", "Docker", "SQL", "Node.js", "AWS", "+3 more"]);
  });

  it("shows the list's note under the header (a recommended job's match), on phones too", () => {
    render(<JobCard job={jobJson({ post: "Tester" })} note={<p>86% match</p>} />);
    const card = screen.getByRole("article");
    expect(within(card).getByText("86% match").compareDocumentPosition(within(card).getByRole("heading", { name: "Tester" }))).toBe(Node.DOCUMENT_POSITION_PRECEDING);
  });

  it("shows all of 5 or fewer without '+more', and no list without skills", () => {
    render(<JobCard job={jobJson({ skills: [skill("React", true), skill("Figma", false)] })} />);
    expect(screen.getByRole("list", { name: "Skills" }).textContent).toBe("ReactFigma");
    cleanup();
    render(<JobCard job={jobJson({ skills: [] })} />);
    expect(screen.queryByRole("list", { name: "Skills" })).toBeNull();
  });
});

describe("closesInDays", () => {
  const now = Date.parse("2026-11-20T12:00:00Z");
  const job = (validThrough: string | null, isOpen = true) => ({ isOpen, validThrough });
  it("counts whole days up to 3, rounding up", () => {
    expect(closesInDays(job("2026-11-20T13:00:00Z"), now)).toBe(1);
    expect(closesInDays(job("2026-11-21T12:00:00Z"), now)).toBe(1);
    expect(closesInDays(job("2026-11-23T12:00:00Z"), now)).toBe(3);
  });
  it("is null beyond 3 days, after the deadline, or for a closed job", () => {
    expect(closesInDays(job("2026-11-23T12:00:01Z"), now)).toBeNull();
    expect(closesInDays(job("2026-11-20T11:00:00Z"), now)).toBeNull();
    expect(closesInDays(job(null), now)).toBeNull();
    expect(closesInDays(job("2026-11-21T12:00:00Z", false), now)).toBeNull();
  });
});
