// The one place a job row becomes the Job JSON of decisions.md section 4, for every list and call.
import { z } from "zod";
import "zod-openapi";
import {
  ApplicationStatus,
  InterviewMode,
  ModerationStatus,
  RejectReason,
  Role,
  type EmploymentType,
  type HiringProcess,
} from "@/lib/generated/prisma/enums";
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

// The hiring pipeline's event (decisions.md section 9). Here, beside the application, because the
// application schema embeds it and lib/api/schemas/pipeline.ts (which re-exports it) imports jobSchema.
const dateTime = z.string().meta({ format: "date-time" });

export const interviewJsonSchema = z
  .object({
    at: dateTime,
    mode: z.enum(InterviewMode),
    location: z.string().optional(),
  })
  .meta({ id: "Interview" });

export type InterviewJson = z.infer<typeof interviewJsonSchema>;

export const applicationEventSchema = z
  .object({
    id: z.string(),
    from: z.enum(ApplicationStatus).nullable().meta({ description: "null for the first event (the application itself)." }),
    to: z.enum(ApplicationStatus),
    actorRole: z.enum(Role),
    createdAt: dateTime,
    reason: z.enum(RejectReason).optional(),
    message: z.string().optional().meta({ description: "What the employer told the candidate (shown to them and mailed)." }),
    interview: interviewJsonSchema.optional(),
    note: z.string().optional().meta({ description: "The employer's private note: only in the job's employer's view." }),
  })
  .meta({ id: "ApplicationEvent" });

export type ApplicationEventJson = z.infer<typeof applicationEventSchema>;

/** The event as a candidate sees it: never the private note. */
export const candidateEventSchema = applicationEventSchema.omit({ note: true }).meta({ id: "CandidateApplicationEvent" });

export const applicationSchema = z
  .object({
    id: z.string(),
    status: z.enum(ApplicationStatus),
    createdAt: dateTime,
    job: jobSchema,
    jobRemoved: z
      .boolean()
      .meta({ description: "True when the job was deleted or withdrawn; the job is shown as 'Job removed'." }),
    events: z.array(candidateEventSchema).meta({ description: "The application's history, oldest first (no private notes)." }),
    interview: interviewJsonSchema
      .nullable()
      .meta({ description: "The latest scheduled interview while the status is interview, else null." }),
  })
  .meta({ id: "Application" });

export type ApplicationJson = z.infer<typeof applicationSchema>;

/** Prisma `select` of an event row for eventJson. */
export const eventRowSelect = {
  id: true,
  from: true,
  to: true,
  actorRole: true,
  createdAt: true,
  reason: true,
  message: true,
  note: true,
  interviewAt: true,
  interviewMode: true,
  interviewLocation: true,
} as const;

export type EventRow = {
  id: string;
  from: ApplicationStatus | null;
  to: ApplicationStatus;
  actorRole: Role;
  createdAt: Date;
  reason: RejectReason | null;
  message: string | null;
  note: string | null;
  interviewAt: Date | null;
  interviewMode: InterviewMode | null;
  interviewLocation: string | null;
};

/** The one mapper of an event row; `withNote` only for the job's employer. */
export function eventJson(row: EventRow, withNote: boolean): ApplicationEventJson {
  const json: ApplicationEventJson = {
    id: row.id,
    from: row.from,
    to: row.to,
    actorRole: row.actorRole,
    createdAt: row.createdAt.toISOString(),
  };
  if (row.reason) json.reason = row.reason;
  if (row.message) json.message = row.message;
  if (row.interviewAt && row.interviewMode) {
    json.interview = { at: row.interviewAt.toISOString(), mode: row.interviewMode };
    if (row.interviewLocation) json.interview.location = row.interviewLocation;
  }
  if (withNote && row.note) json.note = row.note;
  return json;
}

/** The interview the application is waiting for: the latest interview event's, while the status is interview. */
export function currentInterview(status: ApplicationStatus, events: readonly ApplicationEventJson[]): InterviewJson | null {
  if (status !== "interview") return null;
  for (let i = events.length - 1; i >= 0; i--) if (events[i].to === "interview") return events[i].interview ?? null;
  return null;
}
