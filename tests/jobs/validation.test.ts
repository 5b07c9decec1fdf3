// The shared job schemas and the employment type vocabulary (pure, no database).
import { openJobRowFields } from "@/tests/helpers/job-json";
import { describe, expect, it } from "vitest";
import { parseEmploymentType, parseHiringProcess, schemaOrgEmploymentType } from "@/lib/job-search/rules/employment-types";
import { credentialCategory, descriptionHtml, jobPostingData } from "@/components/job-search/job-posting-json-ld";
import { serializeJob, type JobRow } from "@/lib/job-search/service/serialize";
import { postJobSchema } from "@/lib/job-posting/schemas/post-job";
import { JOB_FORM_MESSAGES } from "@/tests/employer/helpers";

const valid = {
  post: "Backend Developer",
  payroll: "8-12 LPA",
  qualifications: ["B.Tech"],
  openings: 2,
  minExperience: 0,
  description: "Build APIs.",
  employmentType: "Full Time",
  hiringProcess: "Walk In",
};

function errorsOf(input: Record<string, unknown>) {
  const result = postJobSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe("postJobSchema", () => {
  it("accepts a valid job, with 0 years of experience, and outputs enum values", () => {
    // The lifecycle fields get their defaults: open 30 days, on-site, no structured salary, no skills.
    expect(postJobSchema.parse(valid)).toEqual({
      ...valid,
      employmentType: "FullTime",
      hiringProcess: "WalkIn",
      validForDays: 30,
      workplaceType: "on_site",
      skills: [],
    });
  });

  it("coerces numbers typed into the form", () => {
    expect(postJobSchema.parse({ ...valid, openings: "3", minExperience: "0" })).toMatchObject({ openings: 3, minExperience: 0 });
  });

  it("takes JSON numbers as they are, and nothing else for a number", () => {
    expect(postJobSchema.parse({ ...valid, openings: 4, minExperience: 2 })).toMatchObject({ openings: 4, minExperience: 2 });
    for (const bad of [true, false, [3], {}, "three"]) {
      expect(errorsOf({ ...valid, openings: bad })).toEqual({ openings: "Number of openings must be at least 1" });
    }
    expect(errorsOf({ ...valid, minExperience: true })).toHaveProperty("minExperience");
  });

  it("reports the spec's messages", () => {
    expect(
      errorsOf({ post: " ", payroll: "", qualifications: [], openings: "0", minExperience: "-1", description: "", employmentType: "", hiringProcess: "" }),
    ).toEqual(JOB_FORM_MESSAGES);
    expect(errorsOf({})).toMatchObject({
      post: "Job post title is required",
      qualifications: "At least one qualification is required",
      openings: "Number of openings must be at least 1",
      employmentType: "Employment type is required",
    });
    expect(errorsOf({ ...valid, qualifications: [" ", ""] })).toEqual({ qualifications: "At least one qualification is required" });
    expect(errorsOf({ ...valid, employmentType: "Freelance" }).employmentType).toMatch(/Full Time, Part Time, Contract, Internship/);
  });
});

describe("employment types", () => {
  it("parses every accepted spelling", () => {
    for (const v of ["Full Time", "Full-time", "full-time", "FullTime", "FULL_TIME", " full time "]) expect(parseEmploymentType(v), v).toBe("FullTime");
    expect(parseEmploymentType("Part-time")).toBe("PartTime");
    expect(parseEmploymentType("contract")).toBe("Contract");
    expect(parseEmploymentType("Internship")).toBe("Internship");
    expect(parseEmploymentType("Freelance")).toBeNull();
    expect(parseEmploymentType("")).toBeNull();
    expect(parseHiringProcess("Walk-In")).toBe("WalkIn");
    expect(parseHiringProcess("online")).toBe("Online");
  });

  it("maps to schema.org JobPosting values", () => {
    expect(["FullTime", "PartTime", "Contract", "Internship"].map((v) => schemaOrgEmploymentType(v as "FullTime"))).toEqual([
      "FULL_TIME",
      "PART_TIME",
      "CONTRACTOR",
      "INTERN",
    ]);
  });
});

describe("JobPosting structured data", () => {
  const row: JobRow = {
    id: "job1",
    skills: [],
    post: "QA Engineer",
    payroll: "5 LPA",
    qualifications: ["B.E", "MBA", "Good attitude"],
    openings: 2,
    minExperience: 2,
    description: "Test things.",
    employmentType: "Contract", // as raw SQL returns it
    hiringProcess: "Walk In",
    status: "approved",
    createdAt: new Date("2026-01-02T03:04:05Z"),
    city: "Pune",
    state: "Maharashtra",
    country: "India",
    ...openJobRowFields,
    employer: { orgName: "Acme", city: "Pune", state: "Maharashtra", website: null, verified: false },
  };

  it("has what Google for Jobs requires", () => {
    const data = jobPostingData(serializeJob(row));
    expect(data).toMatchObject({
      "@type": "JobPosting",
      title: "QA Engineer",
      description: "<p>Test things.</p>",
      datePosted: "2026-01-02T03:04:05.000Z",
      validThrough: "2099-12-01T00:00:00.000Z",
      employmentType: "CONTRACTOR",
      hiringOrganization: { "@type": "Organization", name: "Acme" },
      jobLocation: { "@type": "Place", address: { addressLocality: "Pune", addressRegion: "Maharashtra", addressCountry: "IN" } },
      identifier: { "@type": "PropertyValue", value: "job1" },
      experienceRequirements: { "@type": "OccupationalExperienceRequirements", monthsOfExperience: 24 },
      totalJobOpenings: 2,
      directApply: true,
    });
    // No website, no structured salary, not remote: those properties are left out, not sent empty.
    expect(data.hiringOrganization).not.toHaveProperty("sameAs");
    expect(data).not.toHaveProperty("baseSalary");
    expect(data).not.toHaveProperty("jobLocationType");
    expect(data).not.toHaveProperty("applicantLocationRequirements");
    // Only the credential words Google accepts; a free-text qualification is left out.
    expect(data.educationRequirements).toEqual([
      { "@type": "EducationalOccupationalCredential", credentialCategory: "bachelor degree" },
      { "@type": "EducationalOccupationalCredential", credentialCategory: "postgraduate degree" },
    ]);
  });

  it("gives the structured salary, the employer's website, and a remote job's country", () => {
    const data = jobPostingData(
      serializeJob({
        ...row,
        workplaceType: "remote",
        salaryMin: 600_000,
        salaryMax: 900_000,
        salaryCurrency: "INR",
        salaryUnit: "YEAR",
        employer: { ...row.employer, website: "https://acme.example" },
      }),
    );
    expect(data).toMatchObject({
      hiringOrganization: { "@type": "Organization", name: "Acme", sameAs: "https://acme.example" },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "INR",
        value: { "@type": "QuantitativeValue", minValue: 600_000, maxValue: 900_000, unitText: "YEAR" },
      },
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "India" },
    });
    // Fully remote: there is no office to report to.
    expect(data).not.toHaveProperty("jobLocation");
  });

  it("turns the description into escaped HTML paragraphs", () => {
    expect(descriptionHtml("Line one\nline <two> & 'three'\n\n\nSecond \"para\"\r\n")).toBe(
      "<p>Line one<br>line &lt;two&gt; &amp; &#39;three&#39;</p><p>Second &quot;para&quot;</p>",
    );
    expect(descriptionHtml("   ")).toBe("");
  });

  it("maps qualifications to Google's credential categories", () => {
    const cases: [string, string | null][] = [
      ["B.Tech", "bachelor degree"],
      ["B.E", "bachelor degree"],
      ["BBA", "bachelor degree"],
      ["B.Tech Computer Engineering", "bachelor degree"],
      ["M.Tech", "postgraduate degree"],
      ["MBA", "postgraduate degree"],
      ["MCA", "postgraduate degree"],
      ["Diploma", "professional certificate"],
      ["ITI", "professional certificate"],
      ["HSC", "high school"],
      ["SSC", "high school"],
      ["Marketing experience", null],
      ["Bengali", null],
    ];
    for (const [qualification, category] of cases) expect(credentialCategory(qualification), qualification).toBe(category);
  });
});
