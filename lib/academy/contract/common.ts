import { z } from "zod";
import "zod-openapi";
import { TRAINING_FEE_PLANS, TRAINING_FEE_STATUSES } from "@/lib/billing/rules/training-fees";

// The academy's response shapes (decisions.md section 15): the one definition of each (the API
// documents them, the services return z.infer of them, the pages render them).

const dateTime = z.string().meta({ format: "date-time" });
const day = z.string().meta({ format: "date", description: "YYYY-MM-DD (India time)." });

export const programmeSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    skills: z.array(z.object({ id: z.string(), name: z.string() })).meta({ description: "The catalogue skills the programme teaches (verified on its certificates)." }),
    durationWeeks: z.number().int(),
    minHours: z.number().int().meta({ description: "The fewest hours a batch's sessions add up to (a shorter batch is refused: 400 TOO_SHORT)." }),
    fee: z.number().int().min(0).meta({ description: "The training fee in paise, GST (18 %) extra; 0: free." }),
    payAfterPlacement: z
      .object({ available: z.boolean(), minAnnualCtc: z.number().int().nullable().meta({ description: "Yearly rupees: a placement at this CTC or more bills the fee." }) })
      .meta({ description: "Whether the fee may be paid after placement (within 365 days of the batch's end, at minAnnualCtc or more)." }),
  })
  .meta({ id: "Programme" });

export type ProgrammeJson = z.infer<typeof programmeSchema>;

export const BATCH_MODES = ["online", "classroom", "hybrid"] as const;
export const BATCH_STATUSES = ["open", "full", "running", "completed", "cancelled"] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export const sessionSchema = z
  .object({ id: z.string(), startsAt: dateTime, endsAt: dateTime, topic: z.string() })
  .meta({ id: "TrainingSession" });

export type SessionJson = z.infer<typeof sessionSchema>;

export const batchSchema = z
  .object({
    id: z.string(),
    programme: z.object({ id: z.string(), slug: z.string(), title: z.string() }),
    title: z.string(),
    startDate: day,
    endDate: day,
    mode: z.enum(BATCH_MODES),
    location: z.string().optional(),
    seats: z.number().int(),
    seatsLeft: z.number().int(),
    trainer: z.object({ name: z.string() }),
    sponsor: z.object({ kind: z.enum(["university", "employer"]), name: z.string() }).optional(),
    status: z
      .enum(BATCH_STATUSES)
      .meta({
        description:
          "open: enrolment open with seats; full: no seat left (enrolment waitlists); running: between its dates; completed: " +
          "finished by its trainer (results final) or past its end date; cancelled.",
      }),
    sessions: z.array(sessionSchema),
  })
  .meta({ id: "Batch" });

export type BatchJson = z.infer<typeof batchSchema>;

/** A batch as its trainer and its trainees see it: the public Batch and the meeting link. */
export const enrolledBatchSchema = batchSchema
  .extend({
    meetingUrl: z
      .string()
      .optional()
      .meta({ description: "An online or hybrid batch's meeting link (https): only to its trainer and to those holding a seat." }),
  })
  .meta({ id: "EnrolledBatch" });

export type EnrolledBatchJson = z.infer<typeof enrolledBatchSchema>;

/** A session as a trainee sees it: whether they are on its register. */
export const enrolledSessionSchema = sessionSchema
  .extend({ attended: z.boolean().meta({ description: "On the session's register: checked in, or marked present by the trainer." }) })
  .meta({ id: "EnrolledSession" });

export type EnrolledSessionJson = z.infer<typeof enrolledSessionSchema>;

export const ENROLLMENT_STATUSES = ["enrolled", "waitlisted", "completed", "failed", "withdrawn"] as const;
export type EnrollmentStatusName = (typeof ENROLLMENT_STATUSES)[number];

export const enrollmentSchema = z
  .object({
    id: z.string(),
    status: z.enum(ENROLLMENT_STATUSES),
    batch: enrolledBatchSchema,
    sessions: z.array(enrolledSessionSchema).meta({ description: "The batch's sessions in order, each with whether this person attended." }),
    attendance: z
      .number()
      .int()
      .min(0)
      .max(100)
      .meta({ description: "Sessions attended of those that have ended, in whole percent (rounded down; 0 before the first ends): the trainer's figure too." }),
    score: z.number().int().min(0).max(100).optional().meta({ description: "The trainer's score: a draft until the batch is finished." }),
    certificate: z.object({ code: z.string() }).optional(),
    position: z.number().int().min(1).optional().meta({ description: "Place on the waitlist (1 = the next seat freed is yours); only while waitlisted." }),
    fee: z
      .object({
        plan: z.enum(TRAINING_FEE_PLANS),
        status: z.enum(TRAINING_FEE_STATUSES).meta({
          description: "pay_now: the invoice's status (active until it is issued); pay_after_placement: active, due (invoiced), paid or lapsed.",
        }),
        invoiceId: z.string().nullable(),
      })
      .nullable()
      .meta({ description: "The training fee of a fee-charging batch; null for a free one." }),
  })
  .meta({ id: "Enrollment" });

export type EnrollmentJson = z.infer<typeof enrollmentSchema>;
