// @vitest-environment happy-dom
// The desk's result cards and a candidate's profile: the link to the profile, the trainee badge, the
// verified mark in words, the match slot and the submit control only with a job, the pager keeping the
// filters; the match in the third person; the profile's sections by their headings, the screening part
// only for a discoverable candidate, and where each submittal's application stands.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DeskCandidate, DeskCandidateDetail } from "@/lib/desk/contract/common";

vi.mock("@/components/desk/submit-candidate-button", () => ({
  SubmitCandidateButton: ({ candidateName, jobTitle }: { candidateName: string; jobTitle: string }) => (
    <button type="button">
      Submit {candidateName} to {jobTitle}
    </button>
  ),
}));

const { DeskCandidateResults } = await import("@/components/desk/desk-candidate-results");
const { DeskCandidateProfile } = await import("@/components/desk/desk-candidate-profile");
const { DeskMatchSummary } = await import("@/components/desk/desk-match-summary");

afterEach(cleanup);

const asha: DeskCandidate = {
  id: "c1",
  name: "Asha Rao",
  city: "Pune",
  workExperience: 1,
  role: "Developer",
  trainee: true,
  discoverable: false,
  skills: [
    { name: "Rust", level: 4, verified: true },
    { name: "Go", level: 2, verified: false },
  ],
  match: { score: 80, matched: ["Rust"], missing: ["Go"], verified: ["Rust"] },
};

describe("DeskCandidateResults", () => {
  it("shows a card per candidate; with a job, the match and the submit control", () => {
    render(
      <DeskCandidateResults
        candidates={[asha]}
        job={{ id: "j1", post: "Platform Engineer" }}
        renderMatch={(match) => <p>{match.score}% match</p>}
        query={{ city: "Pune", skills: ["rust"] }}
        page={2}
        hasNextPage
      />,
    );
    const card = within(screen.getByRole("list", { name: "Candidates" })).getAllByRole("listitem")[0];
    expect(within(card).getByRole("link", { name: "Asha Rao" }).getAttribute("href")).toBe("/desk/candidates/c1");
    expect(within(card).getByText("TalentBridge trainee")).toBeTruthy();
    expect(within(card).getByText("Pune · 1 year experience · Developer")).toBeTruthy();
    expect(within(card).getByText("80% match")).toBeTruthy();
    const skills = within(card).getByRole("list", { name: "Skills of Asha Rao" });
    expect(within(skills).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["RustAdvancedVerified by TalentBridge", "GoElementary"]);
    expect(within(card).getByRole("button", { name: "Submit Asha Rao to Platform Engineer" })).toBeTruthy();
    const pager = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(pager).getByRole("link", { name: "Previous page" }).getAttribute("href")).toBe("/desk/candidates?skills=rust&city=Pune");
    expect(within(pager).getByRole("link", { name: "Next page" }).getAttribute("href")).toBe("/desk/candidates?skills=rust&city=Pune&page=3");
  });

  it("without a job: no submit control; an empty list says so", () => {
    const { rerender } = render(<DeskCandidateResults candidates={[{ ...asha, match: undefined }]} job={null} renderMatch={() => null} query={{}} page={1} hasNextPage={false} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeTruthy();
    rerender(<DeskCandidateResults candidates={[]} job={null} renderMatch={() => null} query={{}} page={1} hasNextPage={false} />);
    expect(screen.getByText("No candidates match these filters.")).toBeTruthy();
  });
});

describe("DeskMatchSummary", () => {
  it("speaks of the candidate in the third person, and never calls a nice-to-have 'missing'", () => {
    const skills = [
      { id: "rust", name: "Rust", required: true },
      { id: "docker", name: "Docker", required: true },
      { id: "figma", name: "Figma", required: false },
    ];
    render(<DeskMatchSummary match={{ score: 40, matched: ["Rust"], missing: ["Docker", "Figma"], verified: ["Rust"] }} skills={skills} />);
    expect(screen.getByText("Has 1 of 2 required skills; lacks required: Docker; lacks nice to have: Figma")).toBeTruthy();
    expect(screen.getByText("1 verified skill")).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/You have|missing/);
  });
});

const detail: DeskCandidateDetail = {
  ...asha,
  subRole: null,
  course: "B.Tech",
  passingYear: 2022,
  screening: null,
  skills: [{ skillId: "rust", name: "Rust", level: 4, source: "verified", certificateCode: "TB-1" }],
  certificates: [{ code: "TB-1", programme: "Web Technologies", issuedAt: "2026-01-10T10:00:00.000Z" }],
  enrolments: [{ programme: "Web Technologies", batch: "Web Jan", status: "completed", startDate: "2025-10-01" }],
  submittals: [
    { id: "s1", status: "awaiting_consent", applicationStatus: null, createdAt: "2026-02-01T10:00:00.000Z", job: { id: "j1", post: "Platform Engineer", company: "Acme" } },
    { id: "s2", status: "accepted", applicationStatus: "interview", createdAt: "2026-01-01T10:00:00.000Z", job: { id: "j2", post: "SRE", company: "Globex" } },
  ],
};

describe("DeskCandidateProfile", () => {
  it("shows the facts, skills, certificates, training and submittals under their headings", () => {
    render(<DeskCandidateProfile candidate={detail} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toContain("Asha Rao");
    expect(within(screen.getByRole("region", { name: "Skills" })).getByText("Advanced · Verified by certificate TB-1")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Certificates" })).getByText("Web Technologies")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Training" })).getByText("Completed")).toBeTruthy();
    const submittals = screen.getByRole("region", { name: "Submittals" });
    expect(within(submittals).getByText("Waiting for consent")).toBeTruthy();
    expect(submittals.textContent).toContain("application: Interview");
    // A trainee who does not let employers find them: nothing to screen with.
    expect(screen.queryByRole("region", { name: "For screening" })).toBeNull();
  });

  it("shows a discoverable candidate's contact details, pay, notice and résumé link for screening", () => {
    const screening = { email: "asha@example.com", mobile: "+919876543210", currentSalary: 600000, expectedSalary: 900000, noticePeriodDays: 30, isFresher: false, resume: { fileId: "f1", fileName: "asha.pdf" } };
    render(<DeskCandidateProfile candidate={{ ...detail, discoverable: true, screening }} />);
    const region = screen.getByRole("region", { name: "For screening" });
    expect(region.textContent).toContain("asha@example.com");
    expect(region.textContent).toContain("+919876543210");
    expect(region.textContent).toContain("₹6,00,000 a year");
    expect(region.textContent).toContain("₹9,00,000 a year");
    expect(region.textContent).toContain("30 days");
    expect(within(region).getByRole("link", { name: "Open the résumé of Asha Rao" }).getAttribute("href")).toBe("/api/v1/files/f1");
  });
});
