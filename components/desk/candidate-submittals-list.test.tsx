// @vitest-environment happy-dom
// "Put forward by TalentBridge" (decisions.md section 20): the candidate decides seeing the job's title,
// company, city and pay (the structured range, else the company's words), with a link to the job's page.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CandidateSubmittal } from "@/lib/desk/contract/common";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock("@/lib/desk/actions/submittals", () => ({ answerSubmittalAction: vi.fn() }));

const { CandidateSubmittalsList } = await import("@/components/desk/candidate-submittals-list");

afterEach(cleanup);

const asked = (id: string, job: Partial<CandidateSubmittal["job"]> = {}): CandidateSubmittal => ({
  id,
  status: "awaiting_consent",
  pitch: "You know SQL well.",
  createdAt: "2026-11-20T10:00:00.000Z",
  job: { id: `job-${id}`, post: "SQL Developer", company: "Globex", city: "Pune", payroll: "9 LPA", salary: null, ...job },
  recruiter: { name: "Riya" },
  applicationStatus: null,
});

describe("CandidateSubmittalsList", () => {
  it("shows the job's title, company, city, pay and a link to the job", () => {
    render(<CandidateSubmittalsList submittals={[asked("s1", { salary: { min: 600000, max: 900000, currency: "INR", unit: "YEAR" } }), asked("s2", { post: "Data Analyst" })]} />);
    const [first, second] = within(screen.getByRole("list", { name: "Requests to put you forward, newest first" })).getAllByRole("listitem");
    expect(within(first).getByRole("heading", { name: "SQL Developer" })).toBeTruthy();
    expect(first.textContent).toContain("Globex");
    expect(first.textContent).toContain("Pune");
    expect(first.textContent).toContain("Pay: ₹6,00,000 – ₹9,00,000 a year");
    expect(within(first).getByRole("link", { name: "Read the job: SQL Developer" }).getAttribute("href")).toBe("/jobs/job-s1");
    // No structured range: the company's own words.
    expect(second.textContent).toContain("Pay: 9 LPA");
    expect(within(second).getByRole("button", { name: "Accept being put forward for Data Analyst" })).toBeTruthy();
  });
});
