import { z } from "zod";
import { requiredText, textToNumber } from "@/lib/validations/common";
import { employmentTypeField, hiringProcessField } from "@/lib/validations/jobs";

const QUALIFICATIONS_MESSAGE = "At least one qualification is required";
const OPENINGS_MESSAGE = "Number of openings must be at least 1";
const EXPERIENCE_MESSAGE = "Minimum Experience must be at least 0";

/**
 * Post a job (spec section 5 'Post job'; decisions.md: 0 years of experience is valid). Shared by the
 * employer's form, its server action and POST jobs/list-job. Numbers may arrive as strings (form inputs).
 * Output: enum values for employmentType/hiringProcess, ready for the database.
 */
export const postJobSchema = z.object({
  post: requiredText("Job post title is required", 120),
  payroll: requiredText("Payroll information is required", 100),
  qualifications: z.preprocess(
    (value) => (typeof value === "string" ? value.split(",") : value),
    z
      .array(z.string().trim().max(60, "Please keep each qualification under 60 characters"), { error: QUALIFICATIONS_MESSAGE })
      .transform((list) => [...new Set(list.filter((q) => q.length > 0))])
      .pipe(z.array(z.string()).min(1, QUALIFICATIONS_MESSAGE).max(20, "Please choose at most 20 qualifications")),
  ),
  openings: z.preprocess(
    textToNumber,
    z
      .number({ error: OPENINGS_MESSAGE })
      .int("Number of openings must be a whole number")
      .min(1, OPENINGS_MESSAGE)
      .max(10000, "Number of openings must be at most 10000"),
  ),
  minExperience: z.preprocess(
    textToNumber,
    z
      .number({ error: EXPERIENCE_MESSAGE })
      .int("Minimum Experience must be a whole number of years")
      .min(0, EXPERIENCE_MESSAGE)
      .max(60, "Minimum Experience must be at most 60"),
  ),
  description: requiredText("Job description is required", 5000),
  employmentType: employmentTypeField("Employment type is required"),
  hiringProcess: hiringProcessField("Hiring process is required"),
});

export type PostJobInput = z.input<typeof postJobSchema>;
export type PostJobData = z.output<typeof postJobSchema>;

// Who may post (spec section 2 'Post a Job'): the page's dialog texts, also the API's 403 messages.
export const ACCOUNT_PENDING_MESSAGE = "Your request is still pending. Please try again later.";
export const ACCOUNT_REJECTED_MESSAGE = "Your request has been rejected. Please signup again.";
