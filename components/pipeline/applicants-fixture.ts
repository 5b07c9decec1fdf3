// Test data for the applicants page's component tests (imported by *.test.tsx only).
import type { JobApplicants } from "@/lib/pipeline/contract";
import type { Stage } from "@/lib/pipeline/rules";
import { STAGES } from "@/lib/pipeline/rules";

export const fixtureJob = {
  id: "job1",
  post: "Data Analyst",
  payroll: "6 LPA",
  qualifications: ["B.Tech"],
  openings: 2,
  minExperience: 0,
  description: "Analyse data.",
  employmentType: "Full Time",
  hiringProcess: "Online",
  status: "approved",
  createdAt: "2026-11-01T10:00:00.000Z",
  organisationDetails: { orgName: "Acme", city: "Pune", state: "Maharashtra" },
  city: "Pune",
  state: "Maharashtra",
  country: "India",
} as JobApplicants["job"];

export type FixtureApplicant = JobApplicants["candidates"][number];

export function fixtureApplicant(
  name: string,
  options: {
    company?: string | null;
    status?: Stage;
    profile?: Partial<FixtureApplicant["profile"]>;
    topSkills?: string[];
    verifiedTopSkills?: string[];
    match?: FixtureApplicant["match"];
  } = {},
): FixtureApplicant {
  return {
    id: `u-${name}`,
    applicationId: `a-${name}`,
    status: options.status ?? "applied",
    appliedAt: "2026-11-02T10:00:00.000Z",
    fullName: name,
    email: `${name.toLowerCase().replace(/\s/g, ".")}@example.com`,
    mobile: "9876543210",
    profile: {
      gender: null, dob: null, subLocation: null, maritalStatus: null, language: [], englishFluency: null,
      currentAddress: null, permanentAddress: null, workExperience: null, resumeFile: null, currentCompany: options.company ?? null,
      previousCompany: null, role: null, subRole: null, industry: null, jobType: null, prefferedLocation: null,
      course: null, passingYear: null, marks: null, isProfileCompleted: true,
      isFresher: false, currentSalary: null, expectedSalary: null, noticePeriodDays: null,
      ...options.profile,
    },
    topSkills: options.topSkills ?? [],
    verifiedTopSkills: options.verifiedTopSkills ?? [],
    ...(options.match ? { match: options.match } : {}),
  };
}

/** Counts per stage of these candidates (all eight keys, as the API answers). */
export function countsOf(candidates: readonly FixtureApplicant[]): JobApplicants["counts"] {
  const counts = Object.fromEntries(STAGES.map((stage) => [stage, 0])) as Record<Stage, number>;
  for (const c of candidates) counts[c.status] += 1;
  return counts;
}

export function fixturePage(candidates: FixtureApplicant[], extra: Partial<JobApplicants> = {}): JobApplicants {
  return { job: fixtureJob, candidates, total: candidates.length, page: 1, hasNextPage: false, counts: countsOf(candidates), ...extra };
}
