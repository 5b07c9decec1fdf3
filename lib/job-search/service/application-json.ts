// The application and its pipeline events as the calls answer them (decisions.md section 9), beside
// the job's JSON (./serialize.ts) because the application schema embeds the job.
import { z } from "zod";
import "zod-openapi";
import { ApplicationStatus, InterviewMode, RejectReason, Role, type TeamRole } from "@/lib/generated/prisma/enums";
import { jobSchema } from "@/lib/job-search/service/serialize";

// The hiring pipeline's event (decisions.md section 9). Here, beside the application, because the
// application schema embeds it and lib/pipeline/contract.ts (which re-exports it) imports jobSchema.
const dateTime = z.string().meta({ format: "date-time" });

export const interviewJsonSchema = z
  .object({
    at: dateTime,
    mode: z.enum(InterviewMode),
    location: z.string().optional(),
    durationMinutes: z.number().int().meta({ description: "How long it is booked for, in minutes (15 to 240; 60 for interviews scheduled before durations)." }),
  })
  .meta({ id: "Interview" });

/** An interview event written before durations were asked is an hour long. */
export const LEGACY_INTERVIEW_MINUTES = 60;

export type InterviewJson = z.infer<typeof interviewJsonSchema>;

/** The site itself (a task, an administrator) as an event's actor in the company's views. */
export const SYSTEM_ACTOR_NAME = "TalentBridge";

export const eventActorSchema = z
  .object({
    name: z.string(),
    role: z
      .enum(["owner", "recruiter", "interviewer", "candidate"] as const satisfies readonly (TeamRole | "candidate")[])
      .nullable()
      .meta({ description: "The member's role in the company when they acted, 'candidate', or null for TalentBridge itself." }),
  })
  .meta({ id: "EventActor" });

export type EventActorJson = z.infer<typeof eventActorSchema>;

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
    actor: eventActorSchema
      .optional()
      .meta({ description: "Who acted: only in the company's views (decisions.md section 16), never the candidate's." }),
  })
  .meta({ id: "ApplicationEvent" });

export type ApplicationEventJson = z.infer<typeof applicationEventSchema>;

/** The event as a candidate sees it: never the private note, never who in the company acted. */
export const candidateEventSchema = applicationEventSchema.omit({ note: true, actor: true }).meta({ id: "CandidateApplicationEvent" });

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
  interviewDurationMinutes: true,
  actorId: true,
  actorTeamRole: true,
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
  interviewDurationMinutes?: number | null;
  actorId?: string | null;
  actorTeamRole?: TeamRole | null;
};

/** Names of the accounts that acted (ApplicationEvent.actorId is a plain column: read them in one query). */
export type ActorNames = ReadonlyMap<string, string>;

/**
 * Who acted, as the company sees it: a member by name with their role at the time, the candidate as
 * "candidate", and TalentBridge for what the site or an administrator did. An account that no longer
 * exists keeps its place in the timeline under a neutral name.
 */
export function eventActor(row: EventRow, names: ActorNames): EventActorJson {
  const name = row.actorId ? names.get(row.actorId) : undefined;
  if (row.actorRole === "Candidate") return { name: name ?? "Candidate", role: "candidate" };
  if (row.actorRole === "Employer") return { name: name ?? "Former member", role: row.actorTeamRole ?? null };
  return { name: SYSTEM_ACTOR_NAME, role: null };
}

/**
 * The one mapper of an event row. `companyView` (the job's company) adds the private note and, given
 * the actors' names, who acted; the candidate's view never has either.
 */
export function eventJson(row: EventRow, companyView: boolean, names?: ActorNames): ApplicationEventJson {
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
    json.interview = { at: row.interviewAt.toISOString(), mode: row.interviewMode, durationMinutes: row.interviewDurationMinutes ?? LEGACY_INTERVIEW_MINUTES };
    if (row.interviewLocation) json.interview.location = row.interviewLocation;
  }
  if (companyView && row.note) json.note = row.note;
  if (companyView && names) json.actor = eventActor(row, names);
  return json;
}

/** The interview the application is waiting for: the latest interview event's, while the status is interview. */
export function currentInterview(status: ApplicationStatus, events: readonly ApplicationEventJson[]): InterviewJson | null {
  if (status !== "interview") return null;
  for (let i = events.length - 1; i >= 0; i--) if (events[i].to === "interview") return events[i].interview ?? null;
  return null;
}
