// @vitest-environment happy-dom
// What a recruiter scans in one applicant row (issue 30): company or "Fresher", role, experience,
// place, yearly pay and notice; only what the candidate gave.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ApplicantRow } from "@/components/pipeline/applicant-row";
import { fixtureApplicant } from "@/components/pipeline/applicants-fixture";

afterEach(cleanup);

function renderRow(applicant: ReturnType<typeof fixtureApplicant>) {
  const noop = () => undefined;
  render(
    <ul>
      <ApplicantRow applicant={applicant} selected={false} busy={false} onSelect={noop} onDetails={noop} onMove={noop} />
    </ul>,
  );
  return screen.getByRole("listitem");
}

/** The row's text as seen: the separators' screen-reader commas left out. */
const seen = (row: HTMLElement) => (row.textContent ?? "").replaceAll(" · , ", " · ");

describe("ApplicantRow", () => {
  it("shows the company, role, experience, place, pay and notice", () => {
    const row = renderRow(
      fixtureApplicant("Asha Rao", {
        company: "Pixel Forge",
        profile: {
          role: "QA Engineer",
          workExperience: 4,
          subLocation: "Kothrud",
          prefferedLocation: "Pune",
          currentSalary: 600000,
          expectedSalary: 850000,
          noticePeriodDays: 30,
        },
      }),
    );
    expect(row.textContent).toContain("Pixel Forge");
    expect(seen(row)).toContain("QA Engineer · 4 years experience · Kothrud · prefers Pune");
    expect(seen(row)).toContain("Current ₹6,00,000 a year · Expects ₹8,50,000 a year · Notice: 30 days");
  });

  it("shows a fresher as Fresher, not as a company, and leaves out what is not given", () => {
    const row = renderRow(fixtureApplicant("Ravi Kumar", { profile: { isFresher: true, workExperience: 0, role: "Trainee", noticePeriodDays: 0 } }));
    expect(row.textContent).toContain("Fresher");
    expect(row.textContent).not.toContain("Not specified");
    expect(row.textContent).not.toContain("0 years");
    expect(row.textContent).toContain("Notice: None: can join at once");
    expect(row.textContent).not.toContain("Current ₹");
  });

  it("says 'Not specified' when a non-fresher gave no company (spec section 2)", () => {
    expect(renderRow(fixtureApplicant("Meena Iyer")).textContent).toContain("Not specified");
  });

  it("shows the top skills and the match score when the job has skills (issue 30)", () => {
    const match = { score: 82, matched: ["React", "Docker"], missing: ["Kubernetes"], verified: ["Docker"] };
    const row = renderRow(fixtureApplicant("Asha Rao", { topSkills: ["Docker", "React", "SQL"], match }));
    expect(row.textContent).toContain("Top skills: Docker, React, SQL");
    expect(row.textContent).toContain("82% match");
  });

  it("marks the verified top skills 'Verified by TalentBridge' (decisions.md section 15)", () => {
    const row = renderRow(fixtureApplicant("Asha Rao", { topSkills: ["Docker", "React"], verifiedTopSkills: ["Docker"] }));
    expect(row.textContent).toContain("Top skills: Docker Verified by TalentBridge, React");
    expect(within(row).getAllByText("Verified by TalentBridge")).toHaveLength(1);
  });

  it("sums up the team's scorecards, linking to the application (issue 44)", () => {
    const row = renderRow({ ...fixtureApplicant("Asha Rao"), scorecards: { strong_yes: 1, yes: 0, no: 1, strong_no: 0 } });
    const link = within(row).getByRole("link", { name: "2 scorecards: 1 strong yes, 1 no for Asha Rao" });
    expect(link.getAttribute("href")).toBe("/employer/application/a-Asha%20Rao");
    cleanup();
    expect(renderRow(fixtureApplicant("Ravi Kumar")).textContent).not.toContain("scorecard");
  });

  it("shows neither without skills, nor a score for a job without skills", () => {
    const row = renderRow(fixtureApplicant("Ravi Kumar"));
    expect(row.textContent).not.toContain("Top skills");
    expect(row.textContent).not.toContain("% match");
  });
});
