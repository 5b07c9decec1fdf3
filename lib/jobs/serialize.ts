// The one place a job row becomes the Job JSON of decisions.md section 4, for every list and call.
import { z } from "zod";
import "zod-openapi";
import { ApplicationStatus, ModerationStatus, type EmploymentType, type HiringProcess } from "@/lib/generated/prisma/enums";
import {
  EMPLOYMENT_TYPE_LABELS,
  HIRING_PROCESS_LABELS,
  employmentTypeLabel,
  hiringProcessLabel,
  parseEmploymentType,
  parseHiringProcess,
} from "@/lib/jobs/employment-types";

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
    organisationDetails: z.object({ orgName: z.string(), city: z.string(), state: z.string() }),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    applied: z.boolean().optional().meta({ description: "Set for a logged-in candidate: true if already applied." }),
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
  employer: { orgName: string; city: string; state: string };
};

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
  employer: { select: { orgName: true, city: true, state: true } },
} as const;

export function serializeJob(row: JobRow, applied?: boolean): JobJson {
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
    organisationDetails: { orgName: row.employer.orgName, city: row.employer.city, state: row.employer.state },
    city: row.city,
    state: row.state,
    country: row.country,
  };
  if (applied !== undefined) json.applied = applied;
  return json;
}

export const applicationSchema = z
  .object({
    id: z.string(),
    status: z.enum(ApplicationStatus),
    createdAt: z.string().meta({ format: "date-time" }),
    job: jobSchema,
    jobRemoved: z
      .boolean()
      .meta({ description: "True when the job was deleted or withdrawn; the job is shown as 'Job removed'." }),
  })
  .meta({ id: "Application" });

export type ApplicationJson = z.infer<typeof applicationSchema>;
