// The one place a job row becomes the Job JSON of decisions.md section 4, for every list and call.
import { z } from "zod";
import "zod-openapi";
import {
  ModerationStatus,
  CloseReason,
  SalaryUnit,
  WorkplaceType,
  type EmploymentType,
  type HiringProcess,
} from "@/lib/generated/prisma/enums";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isJobOpen } from "@/lib/job-search/service/lifecycle";
import { jobSkillSchema, matchSchema, type JobSkillJson, type MatchJson } from "@/lib/skills/contract";
import {
  EMPLOYMENT_TYPE_LABELS,
  HIRING_PROCESS_LABELS,
  employmentTypeLabel,
  hiringProcessLabel,
  parseEmploymentType,
  parseHiringProcess,
} from "@/lib/job-search/rules/employment-types";

export const salarySchema = z
  .object({
    min: z.number().int(),
    max: z.number().int(),
    currency: z.string().meta({ description: "ISO 4217 code, e.g. INR." }),
    unit: z.enum(SalaryUnit),
  })
  .meta({ id: "Salary", description: "Pay per unit of time in whole units of the currency (min = max for a single figure)." });

export type SalaryJson = z.infer<typeof salarySchema>;

const dateTimeField = z.string().meta({ format: "date-time" });

export const jobSchema = z
  .object({
    id: z.string(),
    post: z.string(),
    payroll: z.string(),
    qualifications: z.array(z.string()),
    openings: z.number().int(),
    minExperience: z.number().int(),
    description: z.string(),
    employmentType: z.enum(EMPLOYMENT_TYPE_LABELS),
    hiringProcess: z.enum(HIRING_PROCESS_LABELS),
    status: z.enum(ModerationStatus),
    createdAt: z.string().meta({ format: "date-time" }),
    organisationDetails: z.object({
      orgName: z.string(),
      city: z.string(),
      state: z.string(),
      website: z.string().nullable().meta({ description: "The employer's website, or null." }),
    }),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    workplaceType: z.enum(WorkplaceType),
    salary: salarySchema.nullable(),
    validThrough: dateTimeField.nullable().meta({ description: "When the job stops accepting applications; null until approved." }),
    isOpen: z.boolean().meta({ description: "Approved, not closed, validThrough not passed: listed and open to applications." }),
    closedAt: dateTimeField.nullable(),
    closeReason: z.enum(CloseReason).nullable(),
    underReview: z
      .boolean()
      .meta({ description: "True while reports from job seekers keep the job out of listings (decisions.md section 12)." }),
    employerVerified: z
      .boolean()
      .meta({ description: "The employer is approved and its e-mail domain matches its website or its GSTIN is valid." }),
    skills: z.array(jobSkillSchema).meta({ description: "The skills the job asks for, required first (decisions.md section 14)." }),
    match: matchSchema
      .optional()
      .meta({ description: "Set for a logged-in candidate where the call says so (recommended jobs, sort=match, get-job: a job's own page) and the job has skills; `fit` on recommended jobs and get-job." }),
    invited: z.boolean().optional().meta({ description: "Set for a logged-in candidate: true if the employer invited them to apply." }),
    applied: z.boolean().optional().meta({ description: "Set for a logged-in candidate: true if already applied." }),
    saved: z.boolean().optional().meta({ description: "Set for a logged-in candidate: true if the job is in their saved jobs." }),
  })
  .meta({ id: "Job" });

export type JobJson = z.infer<typeof jobSchema>;

/**
 * A job row from Prisma (enum values 'FullTime') or from raw SQL (database labels 'Full Time'),
 * with its employer's organisation details.
 */
export type JobRow = {
  id: string;
  post: string;
  payroll: string;
  qualifications: string[];
  openings: number;
  minExperience: number;
  description: string;
  employmentType: EmploymentType | string;
  hiringProcess: HiringProcess | string;
  status: ModerationStatus | string;
  createdAt: Date | string;
  city: string;
  state: string;
  country: string;
  workplaceType: WorkplaceType | string;
  validThrough: Date | string | null;
  closedAt: Date | string | null;
  closeReason: CloseReason | string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  salaryUnit: SalaryUnit | string | null;
  hiddenAt: Date | string | null;
  // Prisma's nested select (jobRowSelect) or the raw SQL's JSON array (jobColumns), required first.
  skills: readonly JobSkillJson[] | readonly { required: boolean; skill: { id: string; name: string } }[];
  employer: { orgName: string; city: string; state: string; website: string | null; verified: boolean };
};

/** What a viewing candidate has done with the job (absent for everyone else). */
export type JobViewerFlags = { applied?: boolean; saved?: boolean; invited?: boolean; match?: MatchJson };

/** Prisma `select` giving exactly what serializeJob needs. */
export const jobRowSelect = {
  id: true,
  post: true,
  payroll: true,
  qualifications: true,
  openings: true,
  minExperience: true,
  description: true,
  employmentType: true,
  hiringProcess: true,
  status: true,
  createdAt: true,
  city: true,
  state: true,
  country: true,
  workplaceType: true,
  validThrough: true,
  closedAt: true,
  closeReason: true,
  salaryMin: true,
  salaryMax: true,
  salaryCurrency: true,
  salaryUnit: true,
  hiddenAt: true,
  skills: {
    select: { required: true, skill: { select: { id: true, name: true } } },
    orderBy: [{ required: "desc" }, { skill: { name: "asc" } }] as Prisma.JobSkillOrderByWithRelationInput[],
  },
  employer: { select: { orgName: true, city: true, state: true, website: true, verified: true } },
} as const;

const jobSkillJson = (skill: JobRow["skills"][number]): JobSkillJson =>
  "skill" in skill ? { id: skill.skill.id, name: skill.skill.name, required: skill.required } : { id: skill.id, name: skill.name, required: skill.required };

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function serializeJob(row: JobRow, viewer: JobViewerFlags = {}): JobJson {
  const employmentType = parseEmploymentType(String(row.employmentType));
  const hiringProcess = parseHiringProcess(String(row.hiringProcess));
  if (!employmentType || !hiringProcess) throw new Error(`Job ${row.id} has an unknown employment type or hiring process`);
  const json: JobJson = {
    id: row.id,
    post: row.post,
    payroll: row.payroll,
    qualifications: row.qualifications,
    openings: Number(row.openings),
    minExperience: Number(row.minExperience ?? 0),
    description: row.description,
    employmentType: employmentTypeLabel(employmentType),
    hiringProcess: hiringProcessLabel(hiringProcess),
    status: row.status as JobJson["status"],
    createdAt: new Date(row.createdAt).toISOString(),
    organisationDetails: {
      orgName: row.employer.orgName,
      city: row.employer.city,
      state: row.employer.state,
      website: row.employer.website,
    },
    city: row.city,
    state: row.state,
    country: row.country,
    workplaceType: row.workplaceType as JobJson["workplaceType"],
    salary:
      row.salaryMin !== null && row.salaryUnit !== null
        ? {
            min: Number(row.salaryMin),
            max: Number(row.salaryMax ?? row.salaryMin),
            currency: row.salaryCurrency ?? "INR",
            unit: row.salaryUnit as SalaryJson["unit"],
          }
        : null,
    validThrough: isoOrNull(row.validThrough),
    isOpen: isJobOpen({ status: String(row.status), validThrough: row.validThrough, closedAt: row.closedAt, hiddenAt: row.hiddenAt }),
    closedAt: isoOrNull(row.closedAt),
    closeReason: (row.closeReason ?? null) as JobJson["closeReason"],
    underReview: row.hiddenAt !== null,
    employerVerified: row.employer.verified,
    skills: row.skills.map(jobSkillJson),
  };
  if (viewer.match !== undefined) json.match = viewer.match;
  if (viewer.invited !== undefined) json.invited = viewer.invited;
  if (viewer.applied !== undefined) json.applied = viewer.applied;
  if (viewer.saved !== undefined) json.saved = viewer.saved;
  return json;
}
