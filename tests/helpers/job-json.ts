// A complete Job JSON for component and unit tests: one place to change when the Job shape grows.
import type { JobJson, JobRow } from "@/lib/job-search/service/serialize";

export function jobJson(overrides: Partial<JobJson> = {}): JobJson {
  return {
    id: "job-1",
    post: "QA Engineer",
    payroll: "6 LPA",
    qualifications: ["B.Tech"],
    openings: 1,
    minExperience: 0,
    description: "Test things",
    employmentType: "Full Time",
    hiringProcess: "Online",
    status: "approved",
    createdAt: "2026-11-01T00:00:00.000Z",
    organisationDetails: { orgName: "Acme Ltd", city: "Pune", state: "Maharashtra", website: null },
    city: "Pune",
    state: "Maharashtra",
    country: "India",
    workplaceType: "on_site",
    salary: null,
    validThrough: "2099-12-01T00:00:00.000Z",
    isOpen: true,
    closedAt: null,
    closeReason: null,
    underReview: false,
    employerVerified: false,
    skills: [],
    ...overrides,
  };
}

/** The lifecycle and salary columns of a job row (serializeJob's input) for an open job without salary. */
export const openJobRowFields: Pick<
  JobRow,
    | "workplaceType"
  | "validThrough"
  | "closedAt"
  | "closeReason"
  | "salaryMin"
  | "salaryMax"
  | "salaryCurrency"
  | "salaryUnit"
  | "hiddenAt"
> = {
  workplaceType: "on_site",
  validThrough: new Date("2099-12-01T00:00:00Z"),
  closedAt: null,
  closeReason: null,
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  salaryUnit: null,
  hiddenAt: null,
};
