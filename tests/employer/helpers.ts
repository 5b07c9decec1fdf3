// Shared by the employer tests: calling a route handler as a given user (the session is mocked with
// tests/helpers/mock-guards), valid bodies for the profile and job forms, and the job form's messages.
import { callRoute, type CallOptions, type Handler } from "@/tests/helpers/call-route";

export type { Envelope } from "@/tests/helpers/call-route";

/** A route call from one fixed client address unless the test names another (the rate limits key on it). */
export function call(handler: Handler, opts: CallOptions) {
  return callRoute(handler, { ...opts, ip: opts.ip ?? "203.0.113.7" });
}

/** The profile form without its e-mail: tests add the account's own (no change) or a new one. */
export const profileFields = {
  orgName: "  Bright Hire Pvt Ltd  ",
  mobile: "9123456780",
  website: "brighthire.example/careers",
  city: " Mumbai ",
  state: "Maharashtra",
  about: "We hire engineers.",
};

export const validJob = {
  post: "QA Engineer",
  payroll: "5-7 LPA",
  qualifications: ["B.Tech", "Diploma"],
  openings: 2,
  minExperience: 0,
  description: "Test our web and mobile apps.",
  employmentType: "Full Time",
  hiringProcess: "Walk In",
};

/** The spec's message for each field of the job form when it is missing or out of range. */
export const JOB_FORM_MESSAGES = {
  post: "Job post title is required",
  payroll: "Payroll information is required",
  qualifications: "At least one qualification is required",
  openings: "Number of openings must be at least 1",
  minExperience: "Minimum Experience must be at least 0",
  description: "Job description is required",
  employmentType: "Employment type is required",
  hiringProcess: "Hiring process is required",
};
