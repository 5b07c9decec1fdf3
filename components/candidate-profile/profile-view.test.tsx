// @vitest-environment happy-dom
// The read view of a complete profile (docs/decisions/0051): every section under the wizard's step
// names, terms and values as a description list, one named "Edit" link per section opening the wizard
// at that step, and skills at once, a verified one linking to its certificate.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { CandidateWithProfile } from "@/lib/candidate-profile/contract";
import { ProfileView } from "@/components/candidate-profile/profile-view";

afterEach(cleanup);

const COMPLETE: CandidateWithProfile = {
  id: "c1",
  fullName: "Priya Sharma",
  email: "priya@example.com",
  mobile: "9876543210",
  profile: {
    gender: "Female", dob: "1998-04-12", subLocation: "Kothrud", maritalStatus: "Single", language: ["English", "Hindi"],
    englishFluency: "Advanced", currentAddress: "12 Test Street, Pune", permanentAddress: "12 Test Street, Pune",
    panCardNumber: "ABCPS1234K", panCardFile: "/api/v1/files/pan", drivingLicenseNumber: null, drivingLicenseFile: null,
    passPortNumber: null, passPortFile: null, workExperience: 4, resumeFile: "/api/v1/files/cv", currentCompany: "Infosys",
    previousCompany: null, role: "Senior Data Analyst", subRole: null, industry: "IT Services", jobType: "Full Time",
    prefferedLocation: "Pune", isFresher: false, currentSalary: 1200000, expectedSalary: null, noticePeriodDays: 30,
    course: "B.Tech", passingYear: 2019, marks: "8.4 CGPA", isProfileCompleted: true,
    skills: [
      { skillId: "aws", name: "AWS", level: 4, source: "verified", certificateCode: "TB2026ABCD000042" },
      { skillId: "sql", name: "SQL", level: 3, source: "resume" },
    ],
    discoverable: true,
  },
};

/** A section's terms and values, as "term: value". */
function entries(sectionName: string): string[] {
  const section = screen.getByRole("region", { name: sectionName });
  const terms = within(section).getAllByRole("term");
  return terms.map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

describe("ProfileView", () => {
  it("shows every section under the wizard's step names, each with its Edit link to that step", () => {
    render(<ProfileView candidate={COMPLETE} />);
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(["Personal Details", "KYC Details", "Job Profile", "Skills", "Education Details"]);
    const edit = (name: string) => screen.getByRole("link", { name }).getAttribute("href");
    expect(edit("Edit Personal Details")).toBe("/candidate/profile?step=personal");
    expect(edit("Edit KYC Details")).toBe("/candidate/profile?step=kyc");
    expect(edit("Edit Job Profile")).toBe("/candidate/profile?step=job-profile");
    expect(edit("Edit Skills")).toBe("/candidate/profile?step=job-profile");
    expect(edit("Edit Education Details")).toBe("/candidate/profile?step=education");
    expect(screen.getByText("Profile Completed")).toBeTruthy();
  });

  it("lists the values as terms and definitions, saying what was not given", () => {
    render(<ProfileView candidate={COMPLETE} />);
    expect(entries("Personal Details")).toEqual(expect.arrayContaining(["Full Name: Priya Sharma", "Email: priya@example.com", "Languages: English, Hindi"]));
    expect(entries("KYC Details")).toEqual(["PAN Card: ABCPS1234KView File (PAN Card Image)", "Driving License: Not given", "Passport: Not given"]);
    expect(screen.getByRole("link", { name: "View File (PAN Card Image)" }).getAttribute("href")).toBe("/api/v1/files/pan");
    expect(entries("Job Profile")).toEqual(
      expect.arrayContaining(["Work Experience: 4 years", "Current Company: Infosys", "Current Salary: ₹12,00,000 a year", "Notice Period: 30 days", "Expected Salary: Not given"]),
    );
    expect(screen.getByRole("link", { name: "View File (Resume)" }).getAttribute("href")).toBe("/api/v1/files/cv");
    expect(entries("Education Details")).toEqual(["Course: B.Tech", "Passing Year: 2019", "Marks: 8.4 CGPA"]);
  });

  it("shows the skills at once; a verified one links to its certificate", () => {
    render(<ProfileView candidate={COMPLETE} />);
    const skills = within(screen.getByRole("list", { name: "Your skills" })).getAllByRole("listitem");
    expect(skills.map((s) => s.textContent)).toEqual(["AWS · AdvancedVerified", "SQL · IntermediateFrom your resume"]);
    expect(screen.getByRole("link", { name: "Verified: the certificate for AWS" }).getAttribute("href")).toBe("/certificates/TB2026ABCD000042");
    expect(within(skills[1]).queryByRole("link")).toBeNull();
    expect(screen.getByText("Employers can find you by your skills.")).toBeTruthy();
  });

  it("shows a fresher as one, without a current salary", () => {
    render(<ProfileView candidate={{ ...COMPLETE, profile: { ...COMPLETE.profile, isFresher: true, workExperience: 0, currentCompany: null, currentSalary: null, skills: [] } }} />);
    expect(entries("Job Profile")).toEqual(expect.arrayContaining(["Work Experience: Fresher", "Current Company: Fresher"]));
    expect(entries("Job Profile").some((e) => e.startsWith("Current Salary"))).toBe(false);
    expect(screen.getByText("No skills yet. Add them so matching jobs find you.")).toBeTruthy();
  });
});
