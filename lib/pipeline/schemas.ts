import { z } from "zod";
import { ApplicationStatus, InterviewMode, RejectReason } from "@/lib/generated/prisma/enums";
import { INTERVIEW_DURATION_DEFAULT, INTERVIEW_DURATION_MAX, INTERVIEW_DURATION_MIN } from "@/lib/pipeline/rules";
import { ANNUAL_CTC_MESSAGE } from "@/lib/desk/rules/placements";
import { blankToUndefined, dayField, optionalMultilineText, optionalText, optionalYearlyRupees, pageField, recordId, textToNumber } from "@/lib/validations/common";

// The hiring pipeline's inputs (decisions.md section 9): one schema per form, shared by the pages
// (zodResolver), the server actions and the API operations.

export const MESSAGE_MAX = 2000;
export const NOTE_MAX = 2000;
export const LOCATION_MAX = 300;
export const BULK_MAX = 100;

export const REASON_REQUIRED_MESSAGE = "Please choose a reason";
export const INTERVIEW_FUTURE_MESSAGE = "The interview must be in the future";
export const INTERVIEW_AT_MESSAGE = "Please enter the interview date and time";
export const INTERVIEW_MODE_MESSAGE = "Please choose how the interview takes place";
export const STATUS_MESSAGE = "Please choose a stage";
export const INTERVIEW_DURATION_MESSAGE = `The interview lasts ${INTERVIEW_DURATION_MIN} to ${INTERVIEW_DURATION_MAX} minutes`;
export const START_DATE_MESSAGE = "Please enter a valid start date";

const status = z.enum(ApplicationStatus, { error: STATUS_MESSAGE });
const reason = z.preprocess(blankToUndefined, z.enum(RejectReason, { error: REASON_REQUIRED_MESSAGE }).optional());

// An ISO instant; a datetime-local value without an offset ("2026-12-01T10:30") is India time, the
// time every page shows. Checked against the clock at parse time: a form left open too long is refused.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;
const toInstant = (v: string) => Date.parse(/(Z|[+-]\d{2}:\d{2})$/.test(v) ? v : `${v}+05:30`);

const futureInstant = z
  .string({ error: INTERVIEW_AT_MESSAGE })
  .trim()
  .min(1, INTERVIEW_AT_MESSAGE)
  .max(40, INTERVIEW_AT_MESSAGE)
  .refine((v) => INSTANT.test(v) && !Number.isNaN(toInstant(v)), INTERVIEW_AT_MESSAGE)
  .refine((v) => toInstant(v) > Date.now(), INTERVIEW_FUTURE_MESSAGE)
  .transform((v) => new Date(toInstant(v)).toISOString());

/** How long the interview is booked for, in whole minutes (decisions.md section 20); absent: an hour. */
const durationMinutes = z
  .preprocess(
    textToNumber,
    z
      .number({ error: INTERVIEW_DURATION_MESSAGE })
      .int(INTERVIEW_DURATION_MESSAGE)
      .min(INTERVIEW_DURATION_MIN, INTERVIEW_DURATION_MESSAGE)
      .max(INTERVIEW_DURATION_MAX, INTERVIEW_DURATION_MESSAGE)
      .default(INTERVIEW_DURATION_DEFAULT),
  )
  .meta({ description: `Minutes, ${INTERVIEW_DURATION_MIN} to ${INTERVIEW_DURATION_MAX} (default ${INTERVIEW_DURATION_DEFAULT}): the invitation's end.` });

export const interviewSchema = z.object({
  at: futureInstant,
  mode: z.enum(InterviewMode, { error: INTERVIEW_MODE_MESSAGE }),
  location: optionalText(LOCATION_MAX),
  durationMinutes,
});
export type InterviewInput = z.output<typeof interviewSchema>;

type MoveFields = { status: ApplicationStatus; reason?: RejectReason; interview?: InterviewInput; startDate?: string; annualCtc?: number };

function requireReason(value: { status: ApplicationStatus; reason?: RejectReason }, ctx: z.RefinementCtx) {
  if (value.status === "rejected" && !value.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: REASON_REQUIRED_MESSAGE });
}

// `reason` belongs to a rejection, `interview` to a move to interview, `startDate` and `annualCtc` to a hire; sent
// with another stage they are dropped, so a form that keeps its fields between moves cannot record
// stale extras.
function dropExtras<T extends MoveFields>(value: T): T {
  return {
    ...value,
    reason: value.status === "rejected" ? value.reason : undefined,
    interview: value.status === "interview" ? value.interview : undefined,
    startDate: value.status === "hired" ? value.startDate : undefined,
    annualCtc: value.status === "hired" ? value.annualCtc : undefined,
  };
}

const moveFields = {
  status,
  /** The stage the employer saw: when given, the move is a conditional update on it (409 STALE_STATE if moved since). */
  from: status.optional(),
  reason,
  message: optionalMultilineText(MESSAGE_MAX),
  note: optionalMultilineText(NOTE_MAX),
  interview: z.preprocess(blankToUndefined, interviewSchema.optional()),
  /** With `hired` of an agency application: the placement's start date (YYYY-MM-DD, India; default today). */
  startDate: z.preprocess(blankToUndefined, dayField(START_DATE_MESSAGE).optional()),
  /** With `hired` of an agency application: the placement's annual CTC in whole rupees (decisions.md section 20). */
  annualCtc: optionalYearlyRupees(ANNUAL_CTC_MESSAGE),
};

/** The "Move to" control and the reject dialog (server action). */
export const moveApplicationSchema = z
  .object({ id: recordId("Application id is required"), ...moveFields })
  .superRefine(requireReason)
  .transform(dropExtras);
export type MoveApplicationInput = z.output<typeof moveApplicationSchema>;

/** The body of PATCH applications/{id}/status (the id comes from the path). */
export const moveApplicationBodySchema = z.object(moveFields).superRefine(requireReason).transform(dropExtras);

/** POST applications/{id}/withdraw and the candidate's Withdraw dialog. */
export const withdrawApplicationSchema = z.object({
  id: recordId("Application id is required"),
  reason: optionalMultilineText(MESSAGE_MAX),
});
export type WithdrawApplicationInput = z.output<typeof withdrawApplicationSchema>;

export const withdrawApplicationBodySchema = z.object({ reason: optionalMultilineText(MESSAGE_MAX) });

/** PATCH applications/bulk-status: the same move for up to 100 applications, each checked on its own. */
export const bulkMoveSchema = z
  .object({
    ids: z
      .array(recordId("Application id is required"), { error: "Please select at least one application" })
      .min(1, "Please select at least one application")
      .max(BULK_MAX, `Please select at most ${BULK_MAX} applications`)
      .refine((ids) => new Set(ids).size === ids.length, "Each application may be listed once"),
    status,
    reason,
    message: optionalMultilineText(MESSAGE_MAX),
  })
  .superRefine(requireReason)
  .transform(dropExtras);
export type BulkMoveInput = z.output<typeof bulkMoveSchema>;

/** Query of GET applications/job-applicants-details (the applicants page). */
export const jobApplicantsQuerySchema = z.object({
  jobId: recordId("Job id is required"),
  search: optionalText(200, "Please keep the search under 200 characters"),
  page: pageField,
  /** One stage (the tabs); absent: all. An unknown stage is a 400. */
  status: z.preprocess(blankToUndefined, z.enum(ApplicationStatus, { error: "Please choose a valid stage" }).optional()),
});
export type JobApplicantsQuery = z.output<typeof jobApplicantsQuerySchema>;

/** GET notifications (20 a page, fixed). */
export const notificationsQuerySchema = z.object({ page: pageField });
export type NotificationsQuery = z.output<typeof notificationsQuerySchema>;

/** POST notifications/read: the given ids, or all of the user's when absent. */
export const markNotificationsReadSchema = z.object({
  ids: z.array(recordId("Notification id is required")).min(1, "Please name at least one notification").max(100, "Please name at most 100 notifications").optional(),
});
export type MarkNotificationsReadInput = z.output<typeof markNotificationsReadSchema>;
