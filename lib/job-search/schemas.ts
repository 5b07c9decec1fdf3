import { z } from "zod";
import "zod-openapi";
import { blankToUndefined, optionalText, pagingFields, textToNumber } from "@/lib/validations/common";
import {
  EMPLOYMENT_TYPE_LABELS,
  HIRING_PROCESS_LABELS,
  parseEmploymentType,
  parseHiringProcess,
} from "@/lib/job-search/rules/employment-types";
import { foldWorkplace } from "@/lib/job-search/rules/workplace";
import { DEFAULT_JOB_SORT, JOB_SORTS } from "@/lib/job-search/rules/sort";
import { WorkplaceType, type EmploymentType, type HiringProcess } from "@/lib/generated/prisma/enums";
import { skillIdField } from "@/lib/skills/schemas/catalogue";
import { MAX_SKILL_FILTER_IDS } from "@/lib/job-search/rules/filters";


/** Employment type: required text in any accepted spelling, out comes the enum value (also used by post-job.ts). */
export const employmentTypeField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine((v) => v === "" || parseEmploymentType(v) !== null, `Employment type must be one of ${EMPLOYMENT_TYPE_LABELS.join(", ")}`)
    .transform((v) => parseEmploymentType(v) as EmploymentType)
    .meta({ description: `One of ${EMPLOYMENT_TYPE_LABELS.join(", ")}; 'Full-time'/'Part-time' and similar spellings are accepted.` });

/** Hiring process: required text in any accepted spelling, out comes the enum value (also used by post-job.ts). */
export const hiringProcessField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine((v) => v === "" || parseHiringProcess(v) !== null, `Hiring process must be one of ${HIRING_PROCESS_LABELS.join(", ")}`)
    .transform((v) => parseHiringProcess(v) as HiringProcess)
    .meta({ description: `One of ${HIRING_PROCESS_LABELS.join(", ")}.` });

/** The largest value the yearly salary column (a Postgres integer) can hold. */
const MAX_SALARY = 2_147_483_647;
const MIN_SALARY_MESSAGE = "Minimum salary must be a whole number of 0 or more";

/**
 * The minSalary filter: a whole number >= 0 in the job's currency, compared with the job's yearly
 * top of range (Job.salaryYearlyMax). Blank is no filter. Shared by get-jobs and job alerts.
 */
export const minSalaryFilterField = z
  .preprocess(
    textToNumber,
    z
      .number({ error: MIN_SALARY_MESSAGE })
      .int(MIN_SALARY_MESSAGE)
      .min(0, MIN_SALARY_MESSAGE)
      .max(MAX_SALARY, "Minimum salary is too large")
      .optional(),
  )
  .meta({ description: "Whole number >= 0: jobs whose yearly top of range (MONTH x12, HOUR x2080) is at least this, in the job's currency. Jobs without a structured salary do not match." });

const EXPERIENCE_MESSAGE = "Experience must be a whole number of years between 0 and 60";

/** The experience filter: the seeker's whole years (0-60); jobs asking at most that many match. Blank is no filter. */
export const experienceFilterField = z
  .preprocess(textToNumber, z.number({ error: EXPERIENCE_MESSAGE }).int(EXPERIENCE_MESSAGE).min(0, EXPERIENCE_MESSAGE).max(60, EXPERIENCE_MESSAGE).optional())
  .meta({ description: "Whole years 0-60: jobs whose minimum experience is at most this." });

const WORKPLACE_TYPES = Object.values(WorkplaceType);

/** The workplaceType filter: on_site, hybrid or remote ('On-site', 'Remote' and such are accepted). Blank is no filter. */
export const workplaceTypeFilterField = z
  .preprocess(
    (value) => {
      const blank = blankToUndefined(value);
      return typeof blank === "string" ? foldWorkplace(blank) : blank;
    },
    z.enum(WorkplaceType, { error: `Workplace type must be one of ${WORKPLACE_TYPES.join(", ")}` }).optional(),
  )
  .meta({ description: `One of ${WORKPLACE_TYPES.join(", ")}.` });

/**
 * The order of get-jobs (decisions.md section 19). Blank is the default. `match` needs a signed-in
 * candidate, which only the service knows (400 SORT_NEEDS_CANDIDATE for anyone else).
 */
export const jobSortField = z
  .preprocess(
    (value) => {
      const blank = blankToUndefined(value);
      return typeof blank === "string" ? blank.trim().toLowerCase() : blank;
    },
    z.enum(JOB_SORTS, { error: `Sort must be one of ${JOB_SORTS.join(", ")}` }).default(DEFAULT_JOB_SORT),
  )
  .meta({
    description:
      "newest (default): newest first; with a search, jobs whose title matches come first, each group newest first. " +
      "salary: highest yearly top of range (MONTH x12, HOUR x2080, in the job's currency) first, then jobs without a salary, newest first. " +
      "match (signed-in candidates only, else 400 SORT_NEEDS_CANDIDATE): the jobs sharing a skill with the candidate by match score " +
      "(ties: more verified matched skills, then newest), then the others newest first; each job with skills carries `match`.",
  });

/** The skills filter takes at most this many ids (any of them matches). */
export const MAX_SKILL_FILTERS = MAX_SKILL_FILTER_IDS;

/** "a,b", ["a", "b"] or ["a,b", "c"] (a repeated parameter) → the distinct non-blank ids; none is absent. */
function skillIdList(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  const parts = typeof value === "string" ? [value] : Array.isArray(value) && value.every((v) => typeof v === "string") ? value : null;
  if (parts === null) return value;
  const ids = [...new Set(parts.flatMap((part) => part.split(",")).map((id) => id.trim()).filter((id) => id !== ""))];
  return ids.length > 0 ? ids : undefined;
}

/**
 * The skills filter (decisions.md section 14): jobs asking for any of these skills. A comma-separated
 * list or a repeated parameter; blank is no filter. Unknown ids are a 400 from the service (a query).
 * Shared by get-jobs and job alerts.
 */
export const skillsFilterField = z
  .preprocess(
    skillIdList,
    z
      .array(skillIdField(), { error: "Skills must be a comma-separated list of skill ids" })
      .max(MAX_SKILL_FILTERS, `Please choose at most ${MAX_SKILL_FILTERS} skills`)
      .optional(),
  )
  .meta({ description: `Skill ids from GET skills, comma-separated or repeated (at most ${MAX_SKILL_FILTERS}): jobs asking for any of them.` });

/** Get-jobs documents (and its tests pin) 50 as its largest page, below the common MAX_PAGE_SIZE. */
const JOBS_PAGE_SIZE = 12;
const JOBS_MAX_PAGE_SIZE = 50;

/**
 * The query of GET jobs/get-jobs and of the /jobs and /candidate/findjobs URLs (spec section 7 plus
 * page and limit). Empty values mean "no filter" so a form can send every field.
 */
export const jobSearchQuerySchema = z.object({
  search: optionalText(200),
  employmentType: z.preprocess(blankToUndefined, employmentTypeField("Employment type is required").optional()),
  hiringProcess: z.preprocess(blankToUndefined, hiringProcessField("Hiring process is required").optional()),
  post: optionalText(120),
  qualification: optionalText(60),
  countryId: optionalText(3).meta({ description: "ISO 3166-1 alpha-2 code, e.g. IN; used when country is absent." }),
  country: optionalText(100),
  stateId: optionalText(10).meta({ description: "State ISO code within countryId, e.g. MH; used when state is absent." }),
  state: optionalText(100),
  city: optionalText(100),
  minSalary: minSalaryFilterField,
  experience: experienceFilterField,
  workplaceType: workplaceTypeFilterField,
  skills: skillsFilterField,
  sort: jobSortField,
  ...pagingFields(JOBS_PAGE_SIZE, JOBS_MAX_PAGE_SIZE),
});

export type JobSearchQueryInput = z.input<typeof jobSearchQuerySchema>;
export type JobSearchQuery = z.output<typeof jobSearchQuerySchema>;
