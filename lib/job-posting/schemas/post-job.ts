import { z } from "zod";
import "zod-openapi";
import { SalaryUnit, WorkplaceType } from "@/lib/generated/prisma/enums";
import { VALID_DAYS_DEFAULT, VALID_DAYS_MAX, VALID_DAYS_MIN } from "@/lib/job-search/rules/lifecycle-state";
import { blankToUndefined, optionalText, requiredMultilineText, requiredText, singleLineItem, textToNumber } from "@/lib/validations/common";
import { employmentTypeField, hiringProcessField } from "@/lib/job-search/schemas";
import { skillIdField } from "@/lib/skills/schemas/catalogue";

const QUALIFICATIONS_MESSAGE = "At least one qualification is required";
const OPENINGS_MESSAGE = "Number of openings must be at least 1";
const EXPERIENCE_MESSAGE = "Minimum Experience must be at least 0";
const CITY_FOR_STATE_MESSAGE = "Please give the city as well as the state";

/** A job asks for at most this many skills (decisions.md section 14). */
export const MAX_JOB_SKILLS = 15;
export const TOO_MANY_JOB_SKILLS_MESSAGE = `Please choose at most ${MAX_JOB_SKILLS} skills`;
const DUPLICATE_SKILL_MESSAGE = "Each skill can be listed only once";

/**
 * The skills a job asks for (decisions.md section 14): each required (weight 2) or nice to have
 * (weight 1). Absent is none. Whether each id is in the catalogue is the service's check (a query).
 */
export const jobSkillsField = z
  .array(
    z.object(
      {
        skillId: skillIdField(),
        required: z.boolean({ error: "Required must be true or false" }).default(true),
      },
      { error: "Each skill must be an object { skillId, required }" },
    ),
    { error: "Skills must be a list of { skillId, required }" },
  )
  .max(MAX_JOB_SKILLS, TOO_MANY_JOB_SKILLS_MESSAGE)
  .refine((skills) => new Set(skills.map((s) => s.skillId)).size === skills.length, DUPLICATE_SKILL_MESSAGE)
  .default([])
  .meta({ description: `At most ${MAX_JOB_SKILLS} catalogue skills (ids from GET skills), each required (default) or nice to have; unknown ids are a 400.` });

/** The choices the post-job form and the Renew dialog offer (the API takes any whole number 7-90). */
export const JOB_DAYS_CHOICES = [7, 14, 30, 60, 90] as const;

const DAYS_MESSAGE = `Please choose between ${VALID_DAYS_MIN} and ${VALID_DAYS_MAX} days`;

/**
 * How many days a job stays open (decisions.md section 10): a whole number 7-90, as a number or as
 * form text. Posting counts them from the admin's approval; renewing counts them from now.
 */
export const jobDaysField = z.preprocess(
  textToNumber,
  z
    .number({ error: DAYS_MESSAGE })
    .int("Please choose a whole number of days")
    .min(VALID_DAYS_MIN, DAYS_MESSAGE)
    .max(VALID_DAYS_MAX, DAYS_MESSAGE),
);

/**
 * The largest amount per unit. They keep salaryYearlyMax (the amount x12 or x2080) well inside a
 * Postgres integer (2 147 483 647), and no real salary comes near them.
 */
export const SALARY_LIMITS = { YEAR: 100_000_000, MONTH: 10_000_000, HOUR: 50_000 } as const satisfies Record<SalaryUnit, number>;
export const SALARY_UNIT_WORDS = { YEAR: "year", MONTH: "month", HOUR: "hour" } as const satisfies Record<SalaryUnit, string>;

const SALARY_MIN_MESSAGE = "Minimum salary is required when you give a salary";
const SALARY_NUMBER_MESSAGE = "Salary must be a whole number";

const salaryAmount = (requiredMessage: string) =>
  z.number({ error: requiredMessage }).int(SALARY_NUMBER_MESSAGE).min(0, "Salary cannot be negative");

// A form sends the whole group; with neither amount filled in there is no salary (the currency and
// unit selects always hold a value, so they alone do not make one).
function blankSalary(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "object" && !Array.isArray(value)) {
    const group = value as Record<string, unknown>;
    if (blankToUndefined(group.min) === undefined && blankToUndefined(group.max) === undefined) return undefined;
  }
  return value;
}

export const salaryInputSchema = z
  .object(
    {
      min: z.preprocess(textToNumber, salaryAmount(SALARY_MIN_MESSAGE)),
      // Blank is absent (then max = min); the preprocess turns "" into undefined before the check.
      max: z.preprocess(textToNumber, salaryAmount("Maximum salary must be a whole number").optional()),
      currency: z.preprocess(
        blankToUndefined,
        z
          .string({ error: "Currency must be a three-letter code such as INR" })
          .regex(/^[A-Z]{3}$/, "Currency must be a three-letter code in capitals, such as INR")
          .default("INR"),
      ),
      unit: z.enum(SalaryUnit, { error: "Please choose per year, per month or per hour" }),
    },
    { error: "Salary must be an object { min, max?, currency?, unit }" },
  )
  .superRefine((salary, ctx) => {
    const limit = SALARY_LIMITS[salary.unit];
    const per = SALARY_UNIT_WORDS[salary.unit];
    if (salary.min > limit) ctx.addIssue({ code: "custom", path: ["min"], message: `Salary per ${per} must be at most ${limit}` });
    if (salary.max !== undefined && salary.max > limit) {
      ctx.addIssue({ code: "custom", path: ["max"], message: `Salary per ${per} must be at most ${limit}` });
    }
    if (salary.max !== undefined && salary.max < salary.min) {
      ctx.addIssue({ code: "custom", path: ["max"], message: "Maximum salary cannot be less than the minimum" });
    }
  })
  .transform((salary) => ({ ...salary, max: salary.max ?? salary.min }))
  .meta({
    description:
      "Optional pay in whole units of the currency per unit of time; max defaults to min, currency to INR. " +
      `At most ${SALARY_LIMITS.YEAR} a year, ${SALARY_LIMITS.MONTH} a month or ${SALARY_LIMITS.HOUR} an hour.`,
  });

/**
 * Post a job (spec section 5 'Post job'; decisions.md: 0 years of experience is valid). Shared by the
 * employer's form, its server action and POST jobs/list-job. Numbers may arrive as strings (form inputs).
 * Output: enum values for employmentType/hiringProcess, ready for the database.
 * `city` and `state` (decisions.md section 19) default to the company's; a state alone is refused, as
 * it would pair the company's city with another state.
 */
export const postJobSchema = z
  .object({
    post: requiredText("Job post title is required", 120),
    payroll: requiredText("Payroll information is required", 100),
    qualifications: z.preprocess(
      (value) => (typeof value === "string" ? value.split(",") : value),
      z
        .array(singleLineItem(60, "Please keep each qualification under 60 characters"), { error: QUALIFICATIONS_MESSAGE })
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
    description: requiredMultilineText("Job description is required", 5000),
    employmentType: employmentTypeField("Employment type is required"),
    hiringProcess: hiringProcessField("Hiring process is required"),
    validForDays: jobDaysField
      .default(VALID_DAYS_DEFAULT)
      .meta({ description: `Days the job stays open once an admin approves it (${VALID_DAYS_MIN}-${VALID_DAYS_MAX}, default ${VALID_DAYS_DEFAULT}).` }),
    salary: z.preprocess(blankSalary, salaryInputSchema.optional()),
    workplaceType: z.preprocess(
      blankToUndefined,
      z.enum(WorkplaceType, { error: "Workplace must be on-site, hybrid or remote" }).default("on_site"),
    ),
    city: optionalText(100).meta({ description: "Where the job is; blank or absent: the company's city." }),
    state: optionalText(100).meta({ description: "The city's state; blank or absent: the company's state. Needs a city." }),
    skills: jobSkillsField,
  })
  .superRefine((job, ctx) => {
    if (job.state !== undefined && job.city === undefined) ctx.addIssue({ code: "custom", path: ["city"], message: CITY_FOR_STATE_MESSAGE });
  });

export type PostJobInput = z.input<typeof postJobSchema>;
export type PostJobData = z.output<typeof postJobSchema>;

// Who may post (spec section 2 'Post a Job'): the page's dialog texts, also the API's 403 messages.
export const ACCOUNT_PENDING_MESSAGE = "Your request is still pending. Please try again later.";
export const ACCOUNT_REJECTED_MESSAGE = "Your request has been rejected. Please signup again.";
